import CALSA

/// One ALSA playback stream of 16-bit mono samples: opened on a device the board profile names
/// ("default", "plughw:1,0", "pipewire"), closed when dropped.
public final class AlsaPlayback {
    private let pcm: OpaquePointer
    /// The device it plays on.
    public let device: String

    /// Opens `device` for `sampleRate` samples a second, with a tenth of a second of latency.
    /// - Throws: ``SpeechError/audioDevice(device:reason:)`` with ALSA's reason.
    public init(device: String, sampleRate: Int) throws(SpeechError) {
        self.device = device
        guard sampleRate > 0, sampleRate <= 384_000 else { throw .audioDevice(device: device, reason: "sample rate \(sampleRate) out of range") }
        var handle: OpaquePointer?
        let opened = snd_pcm_open(&handle, device, SND_PCM_STREAM_PLAYBACK, 0)
        guard opened >= 0, let handle else { throw .audioDevice(device: device, reason: AlsaPlayback.reason(opened)) }
        let set = snd_pcm_set_params(handle, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1, UInt32(sampleRate), 1, 100_000)
        guard set >= 0 else {
            snd_pcm_close(handle)
            throw .audioDevice(device: device, reason: AlsaPlayback.reason(set))
        }
        pcm = handle
    }

    deinit { snd_pcm_close(pcm) }

    /// Plays `samples`, waiting while the device's buffer is full; recovers from an underrun once.
    /// Returns false when the device fails.
    public func write(_ samples: UnsafeBufferPointer<Int16>) -> Bool {
        guard let base = samples.baseAddress else { return true }
        var offset = 0
        while offset < samples.count {
            let n = snd_pcm_writei(pcm, base + offset, snd_pcm_uframes_t(samples.count - offset))
            if n < 0 {
                guard snd_pcm_recover(pcm, Int32(n), 1) >= 0 else { return false }
                continue
            }
            offset += Int(n)
        }
        return true
    }

    /// Lets what was written play out.
    public func drain() { snd_pcm_drain(pcm); snd_pcm_prepare(pcm) }
    /// Throws away what was written but not yet heard: speech interrupted.
    public func drop() { snd_pcm_drop(pcm); snd_pcm_prepare(pcm) }

    private static func reason(_ code: Int32) -> String { String(cString: snd_strerror(code)) }
}
