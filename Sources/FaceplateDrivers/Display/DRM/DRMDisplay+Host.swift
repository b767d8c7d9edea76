extension DRMDisplay {
    /// The card, its driver, how it was opened and commits, the connector, mode, format, buffer count and rotation.
    public var summary: String {
        "DRM \(device.path) (\(device.driverName), opened \(device.access), \(commitPath.rawValue) commits) "
            + "connector \(output.connector.name) mode \(output.mode) \(pixelFormat.rawValue), \(buffers.count) buffers, "
            + "rotation \(transform.rotation.rawValue)"
    }

    /// Says whether the console's CRTC was restored at close, why nothing was restored, or why restoring
    /// failed (false: the console may be left dark).
    @MainActor public func reportShutdown(to host: any DisplayHost) -> Bool {
        if let e = restoreError {
            host.warn("display: restoring the console failed: \(e)")
            return false
        } else if let reason = restoreSkipped {
            host.say("display: nothing to restore: \(reason)")
        } else {
            host.say("display: the console's CRTC is restored")
        }
        return true
    }
}
