import Glibc

/// The thread that synthesizes and plays, so the panel's thread never waits on speech: it takes the
/// newest utterance (a new one replaces one not yet started and interrupts the one playing), and
/// reports each distinct failure once.
final class SpeechWorker: @unchecked Sendable {
    // Everything below the lock is read and written only with `lock` held.
    private var lock = pthread_mutex_t()
    private var wake = pthread_cond_t()
    private var pending: (text: String, language: String, generation: Int)?
    private var generation = 0
    private var stopping = false

    // The worker thread's own.
    private let device: String
    private let dataPath: String?
    private let log: @Sendable (String) -> Void
    private var engine: EspeakEngine?
    private var engineFailed = false
    private var playback: AlsaPlayback?
    private var reported: Set<String> = []

    init(device: String, dataPath: String?, log: @escaping @Sendable (String) -> Void) {
        self.device = device
        self.dataPath = dataPath
        self.log = log
        pthread_mutex_init(&lock, nil)
        pthread_cond_init(&wake, nil)
    }

    /// Starts the thread; false (logged) when the system has no thread to give.
    func start() -> Bool {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let created = pthread_create(&thread, nil, { context in
            let worker = Unmanaged<SpeechWorker>.fromOpaque(context!).takeRetainedValue()
            worker.run()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<SpeechWorker>.fromOpaque(context).release()
            log("speech: cannot start the speech thread (error \(created)); the panel runs without speech")
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// Speaks `text` next, interrupting what is playing.
    func submit(_ text: String, language: String) {
        pthread_mutex_lock(&lock)
        generation &+= 1
        pending = (text, language, generation)
        pthread_cond_signal(&wake)
        pthread_mutex_unlock(&lock)
    }

    /// Stops what is playing and forgets what waits.
    func interrupt() {
        pthread_mutex_lock(&lock)
        generation &+= 1
        pending = nil
        pthread_mutex_unlock(&lock)
    }

    /// Ends the thread after the chunk it is on.
    func shutDown() {
        pthread_mutex_lock(&lock)
        stopping = true
        generation &+= 1
        pending = nil
        pthread_cond_signal(&wake)
        pthread_mutex_unlock(&lock)
    }

    private func isCurrent(_ g: Int) -> Bool {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return g == generation && !stopping
    }

    private func run() {
        while true {
            pthread_mutex_lock(&lock)
            while pending == nil && !stopping { pthread_cond_wait(&wake, &lock) }
            if stopping { pthread_mutex_unlock(&lock); return }
            let request = pending!
            pending = nil
            pthread_mutex_unlock(&lock)
            speak(request.text, language: request.language, generation: request.generation)
        }
    }

    private func speak(_ text: String, language: String, generation g: Int) {
        guard let engine = openEngine(), let playback = openPlayback(sampleRate: engine.sampleRate) else { return }
        var failed = false
        do {
            try engine.synthesize(text, language: language) { chunk in
                guard self.isCurrent(g) else { return false }
                if !playback.write(chunk) { failed = true; return false }
                return true
            }
        } catch {
            report(error.description)
        }
        if failed {
            report("speech: ALSA device '\(device)' stopped playing; reopening it for the next utterance")
            self.playback = nil
        } else if isCurrent(g) {
            playback.drain()
        } else {
            playback.drop()
        }
    }

    private func openEngine() -> EspeakEngine? {
        if let engine { return engine }
        guard !engineFailed else { return nil }
        do {
            engine = try EspeakEngine(dataPath: dataPath)
        } catch {
            engineFailed = true
            report(error.description)
        }
        return engine
    }

    /// The device, opened on first use and again after a failure (a USB speaker plugged in later).
    private func openPlayback(sampleRate: Int) -> AlsaPlayback? {
        if let playback { return playback }
        do {
            playback = try AlsaPlayback(device: device, sampleRate: sampleRate)
        } catch {
            report(error.description)
        }
        return playback
    }

    /// Logs `message` the first time only: a missing device must not flood the log at every touch.
    private func report(_ message: String) {
        guard reported.insert(message).inserted else { return }
        log(message)
    }
}
