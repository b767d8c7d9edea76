import Glibc

/// The thread that synthesizes and plays, so the panel's thread never waits on speech: it takes the
/// newest utterance (a new one replaces one not yet started and cuts the one playing), and reports
/// each distinct failure once.
///
/// The panel's side (``submit(_:language:)``, ``interrupt()``) only copies text into fixed storage
/// under a lock held for that copy, and never allocates. Every wait on the speech thread is bounded:
/// espeak-ng is asked between chunks whether to go on, and the sink between its writes.
final class SpeechWorker: @unchecked Sendable {
    // Everything the two threads share, read and written only with `lock` held.
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private let wake: UnsafeMutablePointer<pthread_cond_t>
    private var pending: UtteranceBuffer
    private var hasPending = false
    private var cutRequested = false
    private var generation = 0
    private var stopping = false

    // The speech thread's own.
    private var current: UtteranceBuffer
    private let sink: any SpeechSink
    private let dataPath: String?
    private let log: @Sendable (String) -> Void
    private var engine: EspeakEngine?
    private var engineFailed = false
    private var reported: Set<String> = []

    init(sink: any SpeechSink, engine: EspeakEngine?, dataPath: String?, capacity: Int,
         log: @escaping @Sendable (String) -> Void) {
        self.sink = sink
        self.engine = engine
        self.dataPath = dataPath
        self.log = log
        pending = UtteranceBuffer(capacity: capacity)
        current = UtteranceBuffer(capacity: capacity)
        lock = .allocate(capacity: 1)
        wake = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        pthread_cond_init(wake, nil)
    }

    deinit {
        pending.deallocate()
        current.deallocate()
        pthread_cond_destroy(wake)
        pthread_mutex_destroy(lock)
        wake.deallocate()
        lock.deallocate()
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

    /// Speaks `text` next, cutting what is playing.
    func submit(_ text: String, language: String) {
        pthread_mutex_lock(lock)
        generation &+= 1
        pending.store(text, language: language)
        hasPending = true
        pthread_cond_signal(wake)
        pthread_mutex_unlock(lock)
    }

    /// Cuts what is playing and forgets what waits.
    func interrupt() {
        pthread_mutex_lock(lock)
        generation &+= 1
        hasPending = false
        cutRequested = true
        pthread_cond_signal(wake)
        pthread_mutex_unlock(lock)
    }

    /// Ends the thread after the chunk it is on.
    func shutDown() {
        pthread_mutex_lock(lock)
        stopping = true
        generation &+= 1
        hasPending = false
        pthread_cond_signal(wake)
        pthread_mutex_unlock(lock)
    }

    private func isCurrent(_ g: Int) -> Bool {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return g == generation && !stopping
    }

    private func run() {
        while true {
            pthread_mutex_lock(lock)
            while !hasPending && !cutRequested && !stopping { pthread_cond_wait(wake, lock) }
            if stopping {
                pthread_mutex_unlock(lock)
                sink.cut()
                return
            }
            let speaks = hasPending
            let g = generation
            if speaks { current.take(pending) }
            hasPending = false
            cutRequested = false
            pthread_mutex_unlock(lock)
            // A new utterance cuts the tail of the last one still in the device, as a stop does.
            sink.cut()
            if speaks { speak(generation: g) }
        }
    }

    private func speak(generation g: Int) {
        guard let engine = openEngine() else { return }
        do throws(SpeechError) {
            try sink.open(sampleRate: engine.sampleRate)
        } catch {
            report(error.description)
            return
        }
        var failure: String?
        do throws(SpeechError) {
            try engine.synthesize(utf8: current.terminatedText, language: current.languageCode) { chunk in
                guard self.isCurrent(g) else { return false }
                switch self.sink.play(chunk, while: { self.isCurrent(g) }) {
                case .played: return true
                case .stopped: return false
                case let .failed(why): failure = why; return false
                }
            }
        } catch {
            report(error.description)
        }
        if let failure { report(failure) }
    }

    private func openEngine() -> EspeakEngine? {
        if let engine { return engine }
        guard !engineFailed else { return nil }
        do throws(SpeechError) {
            engine = try EspeakEngine(dataPath: dataPath)
        } catch {
            engineFailed = true
            report(error.description)
        }
        return engine
    }

    /// Logs `message` the first time only: a missing device must not flood the log at every touch.
    private func report(_ message: String) {
        guard reported.insert(message).inserted else { return }
        log(message)
    }
}
