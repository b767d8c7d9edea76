extension Application {
    /// Writes what the ``flightRecorder`` holds to a new flight recording file now — a bug the app
    /// noticed itself, a "report a problem" button — and returns its path. `reason` goes into the
    /// file's header. The file replays with the app's `--replay FILE` and `faceplate trace --replay FILE`.
    /// - Throws: ``FlightRecordingError`` when there is no recorder, it has nowhere to write, or the
    ///   write fails.
    @discardableResult
    public func saveFlightRecording(reason: String = "requested by the app") throws(FlightRecordingError) -> String {
        guard let recorder = flightRecorder else {
            throw FlightRecordingError("no flight recorder: the board profile's flightRecorder.bytes is 0 or unset")
        }
        guard let store = recorder.store else { throw FlightRecordingError("the flight recorder has no directory to write to") }
        return try store.save(recorder, reason: reason)
    }
}
