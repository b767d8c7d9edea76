import CALSA
import Glibc

/// The ALSA device speech plays on, named by the board profile ("default", "plughw:1,0", "pipewire"):
/// opened on the first utterance, and again after it fails (a USB speaker plugged in later).
///
/// The stream is non-blocking, so a write never waits on the device for longer than a short poll: the
/// speech thread can stop between pieces, and a device that stops taking samples is a failure after
/// ``stallLimit`` instead of a thread stuck for good.
public final class AlsaPlayback: SpeechSink {
    /// The device it plays on.
    public let device: String
    /// How long the device may take no samples at all before it counts as failed.
    public static let stallLimit: Duration = .seconds(2)
    private var pcm: OpaquePointer?
    private var sampleRate = 0

    /// Playback on `device`, not yet opened.
    public init(device: String) { self.device = device }

    deinit { close() }

    /// Opens the device (if it is not open at `sampleRate` already) with a tenth of a second of latency.
    public func open(sampleRate: Int) throws(SpeechError) {
        if pcm != nil && self.sampleRate == sampleRate { return }
        close()
        guard sampleRate > 0, sampleRate <= 384_000 else {
            throw .audioDevice(device: device, reason: "sample rate \(sampleRate) out of range")
        }
        var handle: OpaquePointer?
        let opened = snd_pcm_open(&handle, device, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK)
        guard opened >= 0, let handle else { throw .audioDevice(device: device, reason: AlsaPlayback.reason(opened)) }
        let set = snd_pcm_set_params(handle, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1,
                                     UInt32(sampleRate), 1, 100_000)
        guard set >= 0 else {
            snd_pcm_close(handle)
            throw .audioDevice(device: device, reason: AlsaPlayback.reason(set))
        }
        pcm = handle
        self.sampleRate = sampleRate
    }

    /// Writes `samples` as the device takes them, polling in short waits and asking `keepGoing` before
    /// each write; recovers from an underrun.
    public func play(_ samples: UnsafeBufferPointer<Int16>, while keepGoing: () -> Bool) -> SpeechSinkResult {
        guard let pcm else { return .failed("speech: ALSA device '\(device)' is not open") }
        guard let base = samples.baseAddress else { return .played }
        var offset = 0
        var lastProgress = ContinuousClock.now
        while offset < samples.count {
            guard keepGoing() else { return .stopped }
            let written = snd_pcm_writei(pcm, base + offset, snd_pcm_uframes_t(samples.count - offset))
            if written >= 0 {
                offset += written
                if written > 0 { lastProgress = .now }
            } else if written == -Int(EAGAIN) {
                _ = snd_pcm_wait(pcm, 20)
            } else if snd_pcm_recover(pcm, Int32(clamping: written), 1) < 0 {
                let why = AlsaPlayback.reason(Int32(clamping: written))
                close()
                return .failed("speech: ALSA device '\(device)' stopped playing (\(why)); it is opened again for the next utterance")
            }
            if ContinuousClock.now - lastProgress > AlsaPlayback.stallLimit {
                close()
                return .failed("speech: ALSA device '\(device)' took no samples for \(AlsaPlayback.stallLimit); it is opened again for the next utterance")
            }
        }
        return .played
    }

    /// Drops what the device holds and readies it for the next utterance.
    public func cut() {
        guard let pcm else { return }
        snd_pcm_drop(pcm)
        snd_pcm_prepare(pcm)
    }

    private func close() {
        if let pcm { snd_pcm_close(pcm) }
        pcm = nil
        sampleRate = 0
    }

    private static func reason(_ code: Int32) -> String { String(cString: snd_strerror(code)) }
}
