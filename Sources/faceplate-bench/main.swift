// faceplate-bench: the panel-24 operations, deterministic, for callgrind and for wall time.
//
//   faceplate-bench frame|repaint|tap|scroll|table-scroll|table-reload|table-insert|animation|frame-zh|repaint-zh|layout-demo|layout-solve|relayout-label|relayout-constant|rotate|rotated-repaint
//                   xrgb8888|rgb565 [--iterations N] [--batches B]
//   (frame-zh, repaint-zh: frame and repaint with the 24 button labels in Chinese)
//   faceplate-bench dial|gauge|chart-append|picker-spin xrgb8888|rgb565 [--iterations N] [--batches B] [--dump FILE.ppm]
//                                                a widget's value-change frame (WidgetBench); --dump writes the
//                                                last frame drawn (table-scroll, table-reload, text-view-scroll,
//                                                collection-scroll and svg-icon take --dump too)
//   faceplate-bench text-view-scroll|collection-scroll xrgb8888|rgb565 [--iterations N] [--batches B]
//                                                a 10,000-character TextView (TextViewScrollBench) or a
//                                                10,000-tile CollectionView (CollectionScrollBench) scrolled
//   faceplate-bench svg-icon xrgb8888|rgb565 [--iterations N] [--batches B] [--dump FILE.ppm]
//                                                an SVG icon's square cleared and the icon drawn (SVGIconBench)
//   faceplate-bench table-memory xrgb8888|rgb565 heap bytes a 10,000-row table holds after a scroll
//                                                through it (TableMemoryBench)
//   faceplate-bench startup xrgb8888|rgb565      time from main() to the first frame rendered
//   faceplate-bench rss xrgb8888|rgb565          resident memory with the scene built and drawn
//   faceplate-bench first-tap|first-tap-warm xrgb8888|rgb565   the first tap in a fresh process against
//                                                the next 20; -warm runs `faceplate run`'s start-up warm-up first
//   faceplate-bench main-async|main-actor-run xrgb8888|rgb565 [--iterations N] [--batches B]
//                                                a worker's DispatchQueue.main.async, or a task's await
//                                                MainActor.run, to the presented frame showing the label it set
//   faceplate-bench explore-speech xrgb8888 [--iterations N]   an explore touch on the demo, the screen reader
//                                                on, to espeak-ng's first samples (ExploreSpeech.swift)
//   faceplate-bench tap-reader-off xrgb8888|rgb565 [--iterations N] [--batches B]   `tap` with a screen reader
//                                                attached and off, as `faceplate run` has one (TapReaderOff.swift)
//   faceplate-bench label-1khz xrgb8888|rgb565   a worker sets a label 1000 times a second for a second on a
//                                                display flipping at 60 Hz: frames, jobs per loop iteration,
//                                                allocations; exit 1 when a frame showed a stale value
//
// `main-async` and `main-actor-run` (MainQueueBench) run the real event loop and runner: callgrind counts
// the panel's thread only (the loop's wake-up, the main queue's drain, the job, layout, render and
// present); the worker's side of the post is counted apart (`worker_allocations`), and
// `post_to_present_ns` is the median wall time from the worker's post to the frame.
// `scroll` is the demo's 50-row schedule list scrolled by 7 points and rendered (DemoScrollBench);
// `table-scroll` a full-screen 10,000-row TableView scrolled the same way (TableScrollBench);
// `table-reload` that table's full reloadData, laid out and drawn, and `table-insert` one frame of a row
// insertion's (or the following deletion's) animation on it, drawn (TableChangeBench); the
// others are panel-24's (Panel24Bench). An operation builds its scene, warms every path up (glyph
// cache, shadow masks, blend tables, touch pool, side tables), then runs B batches of N operations. Each batch runs inside
// `faceplateBenchMeasured` (symbol `faceplate_bench_measured`), which scripts/bench hands to callgrind's --toggle-collect, so only the
// operations' own instructions are counted (not building, warming up, timing or counting). Heap
// allocations are counted over all batches by the CMallocCounter interposer linked into this binary.
//
// Output, one line: `op=frame format=xrgb8888 ops=N allocations=K median_ns=T min_ns=T presses=P`.
// No Foundation: it runs on the boards too.
import CMallocCounter
import Faceplate
import FaceplateBenchKit
import FaceplateGraphics
import Glibc

/// The operations; `frame-zh` and `repaint-zh` are `frame` and `repaint` with the buttons labelled in Chinese.
enum Operation: String {
    case frame, repaint, tap, scroll, animation
    case tableScroll = "table-scroll"
    case tableReload = "table-reload", tableInsert = "table-insert"
    case frameZh = "frame-zh", repaintZh = "repaint-zh"
    // The layout benchmark (LayoutBench): the demo's full layout pass, the constrained panel solved
    // from scratch, and its re-layout after one label's text or one constraint's constant changes.
    case layoutDemo = "layout-demo", layoutSolve = "layout-solve", relayoutLabel = "relayout-label",
         relayoutConstant = "relayout-constant"
    // Work from other threads to the screen (MainQueueBench).
    case mainAsync = "main-async", mainActorRun = "main-actor-run"
    // A turned view (TransformBench): turned a degree further, and its content repainted.
    case rotate, rotatedRepaint = "rotated-repaint"
    // Appliance widgets against LVGL's (WidgetBench).
    case dial, gauge, chartAppend = "chart-append", pickerSpin = "picker-spin"
    // A long text and a tile grid scrolled, and an SVG icon drawn.
    case textViewScroll = "text-view-scroll", collectionScroll = "collection-scroll", svgIcon = "svg-icon"
    var widgetKind: WidgetBench.Kind? {
        switch self { case .dial: .dial; case .gauge: .gauge; case .chartAppend: .chart; case .pickerSpin: .picker; default: nil }
    }
    var isTransform: Bool { self == .rotate || self == .rotatedRepaint }
    var chinese: Bool { self == .frameZh || self == .repaintZh }
    var isLayout: Bool { switch self { case .layoutDemo, .layoutSolve, .relayoutLabel, .relayoutConstant: return true; default: return false } }
    var isMainQueue: Bool { self == .mainAsync || self == .mainActorRun }
}

@MainActor func usage() -> Never {
    let text = """
    usage: faceplate-bench frame|repaint|tap|scroll|table-scroll|table-reload|table-insert|animation|frame-zh|repaint-zh|layout-demo|layout-solve|relayout-label|relayout-constant|main-async|main-actor-run|rotate|rotated-repaint|dial|gauge|chart-append|picker-spin|text-view-scroll|collection-scroll|svg-icon xrgb8888|rgb565 [--iterations N] [--batches B] [--dump FILE.ppm]
           faceplate-bench startup|rss|first-tap|first-tap-warm|label-1khz|table-memory|explore-speech|tap-reader-off xrgb8888|rgb565

    """
    writeError(text)
    exit(2)
}

func writeError(_ s: String) {
    var text = s
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// Writes `buffer` as a binary PPM (P6), to look at a benchmark's last frame; false when it cannot.
func writePPM(_ buffer: PixelBuffer, to path: String) -> Bool {
    guard let f = fopen(path, "wb") else { return false }
    var row = [UInt8](repeating: 0, count: buffer.width * 3)
    var ok = fputs("P6\n\(buffer.width) \(buffer.height)\n255\n", f) >= 0
    for y in 0..<buffer.height where ok {
        for x in 0..<buffer.width {
            let c = buffer.color(x: x, y: y)
            row[3 * x] = c.red; row[3 * x + 1] = c.green; row[3 * x + 2] = c.blue
        }
        ok = fwrite(row, 1, row.count, f) == row.count
    }
    return fclose(f) == 0 && ok
}

func nanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// The only code callgrind counts (--toggle-collect=faceplate_bench_measured): `n` operations on
/// panel-24 (`bench`) or, for `scroll`, on the demo (`scroller`), or, for `table-scroll`, on the 10,000-row
/// table (`table`). The symbol is named explicitly because
/// Swift's mangling abbreviates words the module name repeats.
@inline(never) @MainActor @_silgen_name("faceplate_bench_measured")
func faceplateBenchMeasured(_ bench: Panel24Bench?, _ scroller: DemoScrollBench?, _ table: TableScrollBench?, _ layout: LayoutBench?,
                            _ live: MainQueueBench?, _ changes: TableChangeBench?, _ transformed: TransformBench?,
                            _ widget: WidgetBench?, _ other: Others, _ op: Operation, _ n: Int) {
    var i = 0
    switch op {
    case .frame, .frameZh: while i < n { bench!.fullFrame(); i += 1 }
    case .repaint, .repaintZh: while i < n { bench!.repaintButton(); i += 1 }
    case .tap: while i < n { bench!.tap(); i += 1 }
    case .scroll: while i < n { scroller!.scrollFrame(); i += 1 }
    case .tableScroll: while i < n { table!.scrollFrame(); i += 1 }
    case .tableReload: while i < n { changes!.reloadFrame(); i += 1 }
    case .tableInsert: while i < n { changes!.insertAnimationFrame(); i += 1 }
    case .animation: while i < n { bench!.switchAnimationFrame(); i += 1 }
    case .layoutDemo: while i < n { layout!.demoFullLayout(); i += 1 }
    case .layoutSolve: while i < n { layout!.solveFromScratch(); i += 1 }
    case .relayoutLabel: while i < n { layout!.relayoutAfterLabelChange(); i += 1 }
    case .relayoutConstant: while i < n { layout!.relayoutAfterConstantChange(); i += 1 }
    case .mainAsync: while i < n { live!.dispatchUpdate(); i += 1 }
    case .mainActorRun: while i < n { live!.mainActorUpdate(); i += 1 }
    case .rotate: while i < n { transformed!.turnFrame(); i += 1 }
    case .rotatedRepaint: while i < n { transformed!.repaintFrame(); i += 1 }
    case .dial, .gauge, .chartAppend, .pickerSpin: while i < n { widget!.frame(); i += 1 }
    case .textViewScroll: while i < n { other.text!.scrollFrame(); i += 1 }
    case .collectionScroll: while i < n { other.collection!.scrollFrame(); i += 1 }
    case .svgIcon: while i < n { other.icon!.frame(); i += 1 }
    }
}

/// The scenes of the operations added after the parameter list above grew long: at most one is set.
struct Others {
    var text: TextViewScrollBench?
    var collection: CollectionScrollBench?
    var icon: SVGIconBench?
}

/// `VmRSS`, `VmHWM`, `RssAnon` (heap, stacks) and `RssFile` (mapped code and data of the binary and its
/// shared libraries) from /proc/self/status, in KiB.
/// Minor and major page faults of this process so far (getrusage).
func pageFaults() -> (minor: Int, major: Int) {
    var usage = rusage()
    guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return (0, 0) }
    return (usage.ru_minflt, usage.ru_majflt)
}

func residentKiB() -> (rss: Int, peak: Int, anon: Int, file: Int) {
    guard let f = fopen("/proc/self/status", "r") else { return (-1, -1, -1, -1) }
    defer { fclose(f) }
    var rss = -1, peak = -1, anon = -1, file = -1
    var line = [UInt8](repeating: 0, count: 256)
    while line.withUnsafeMutableBufferPointer({ p in p.withMemoryRebound(to: CChar.self) { fgets($0.baseAddress, 256, f) } }) != nil {
        let s = String(decoding: line.prefix { $0 != 0 }, as: UTF8.self)
        let value = Int(s.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
        if s.hasPrefix("VmRSS:") { rss = value }
        if s.hasPrefix("VmHWM:") { peak = value }
        if s.hasPrefix("RssAnon:") { anon = value }
        if s.hasPrefix("RssFile:") { file = value }
    }
    return (rss, peak, anon, file)
}

@MainActor func run() -> Int32 {
    let start = nanoseconds()
    var args = Array(CommandLine.arguments.dropFirst())
    guard args.count >= 2, let format = PixelFormat(rawValue: args[1]) else { usage() }
    let command = args[0]
    args.removeFirst(2)
    var iterations = 0, batches = 0
    var dumpPath: String?
    while !args.isEmpty {
        let name = args.removeFirst()
        if name == "--dump", !args.isEmpty { dumpPath = args.removeFirst(); continue }
        guard !args.isEmpty, let value = Int(args.removeFirst()), value > 0 else { usage() }
        switch name {
        case "--iterations": iterations = value
        case "--batches": batches = value
        default: usage()
        }
    }

    switch command {
    case "startup":
        let bench = Panel24Bench(format: format)
        bench.compositor.render(into: bench.buffer, age: 0)
        let end = nanoseconds()
        print("op=startup format=\(format.rawValue) ns=\(end - start)")
        return 0
    case "first-tap", "first-tap-warm":
        // The first tap after start-up against the ones after it, in a fresh process — scene
        // built, first frame drawn, nothing warmed up — with the page faults each tap takes. Each tap's
        // damage is rendered between taps, outside the timing, as the panel's loop would.
        // `first-tap-warm` first runs the warm-up `faceplate run` does at start-up (DispatchWarmUp).
        let bench = Panel24Bench(format: format)
        bench.compositor.render(into: bench.buffer, age: 0)
        if command == "first-tap-warm" { bench.startUpWarmUp() }
        var times: [UInt64] = [], minor: [Int] = [], major: [Int] = []
        for _ in 0..<21 {
            let (mi0, ma0) = pageFaults()
            let t0 = nanoseconds()
            bench.tap()
            let t1 = nanoseconds()
            let (mi1, ma1) = pageFaults()
            times.append(t1 - t0); minor.append(mi1 - mi0); major.append(ma1 - ma0)
            bench.settle()
        }
        let rest = times.dropFirst().sorted()
        print("op=\(command) format=\(format.rawValue) first_ns=\(times[0]) first_minor_faults=\(minor[0]) first_major_faults=\(major[0]) "
              + "second_ns=\(times[1]) second_minor_faults=\(minor[1]) median_ns=\(rest[rest.count / 2]) "
              + "later_minor_faults=\(minor.dropFirst().reduce(0, +)) presses=\(bench.presses)")
        return 0
    case "label-1khz":
        // Native only: the worker keeps wall-clock time, which callgrind's slowdown would distort.
        let live: MainQueueBench
        do { live = try MainQueueBench(format: format, paced: true) } catch { writeError("faceplate-bench: \(error)\n"); return 1 }
        live.warmUp()
        let workerBefore = live.workerAllocations
        faceplate_malloc_count_start()
        let r = live.drive(jobs: 1000, intervalNanoseconds: 1_000_000,
                           startCounting: { faceplate_malloc_count_start() }, stopCounting: { faceplate_malloc_count_stop() })
        let mainAllocations = faceplate_malloc_count_stop()
        print("op=label-1khz format=\(format.rawValue) jobs=\(r.jobs) frames=\(r.frames) ms=\(Int(r.seconds * 1000)) "
              + "stale_frames=\(r.staleFrames) most_jobs_per_iteration=\(r.mostJobsPerIteration) "
              + "most_pending_at_frame=\(r.mostPendingAtFrame) main_allocations=\(mainAllocations) "
              + "worker_allocations=\(live.workerAllocations - workerBefore)")
        return r.staleFrames == 0 ? 0 : 1
    case "explore-speech":
        return runExploreSpeech(format: format, iterations: iterations)
    case "tap-reader-off":
        return runTapReaderOff(format: format, iterations: iterations, batches: batches)
    case "rss":
        let bench = Panel24Bench(format: format)
        bench.warmUp()
        let (rss, peak, anon, file) = residentKiB()
        print("op=rss format=\(format.rawValue) rss_kib=\(rss) peak_kib=\(peak) anon_kib=\(anon) file_kib=\(file) presses=\(bench.presses)")
        return 0
    case "table-memory":
        let bytes = TableMemoryBench(format: format).measure { Int(faceplate_heap_in_use()) }
        print("op=table-memory format=\(format.rawValue) bytes=\(bytes)")
        return 0
    default:
        break
    }
    guard let op = Operation(rawValue: command) else { usage() }
    if iterations == 0 { iterations = op == .frame || op == .frameZh || op == .layoutSolve ? 10 : op == .tap ? 1000 : 100 }
    if batches == 0 { batches = 5 }

    let isTableChange = op == .tableReload || op == .tableInsert
    var other = Others()
    switch op {
    case .textViewScroll: other.text = TextViewScrollBench(format: format)
    case .collectionScroll: other.collection = CollectionScrollBench(format: format)
    case .svgIcon:
        guard let icon = SVGIconBench(format: format) else { writeError("faceplate-bench: no system icon \(SVGIconBench.iconName)\n"); return 1 }
        other.icon = icon
    default: break
    }
    let isOther = other.text != nil || other.collection != nil || other.icon != nil
    let bench = isOther || op == .scroll || op == .tableScroll || isTableChange || op.isLayout || op.isMainQueue || op.isTransform || op.widgetKind != nil ? nil : Panel24Bench(format: format, chineseLabels: op.chinese)
    let scroller = op == .scroll ? DemoScrollBench(format: format) : nil
    let table = op == .tableScroll ? TableScrollBench(format: format) : nil
    let layout = op.isLayout ? LayoutBench() : nil
    let changes = isTableChange ? TableChangeBench(format: format) : nil
    let transformed = op.isTransform ? TransformBench(format: format) : nil
    let widget = op.widgetKind.map { WidgetBench(kind: $0, format: format) }
    var live: MainQueueBench?
    if op.isMainQueue {
        do {
            live = try MainQueueBench(format: format, paced: false,
                                      startCounting: { faceplate_malloc_count_start() }, stopCounting: { faceplate_malloc_count_stop() })
        } catch { writeError("faceplate-bench: \(error)\n"); return 1 }
    }
    live?.warmUp()
    let workerBefore = live?.workerAllocations ?? 0
    bench?.warmUp()
    scroller?.warmUp()
    table?.warmUp()
    layout?.warmUp()
    changes?.warmUp()
    transformed?.warmUp()
    widget?.warmUp()
    other.text?.warmUp()
    other.collection?.warmUp()
    other.icon?.warmUp()
    let pressesBefore = bench?.presses ?? 0
    var times: [UInt64] = []
    times.reserveCapacity(batches)
    var allocations: Int64 = 0
    for _ in 0..<batches {
        faceplate_malloc_count_start()
        let t0 = nanoseconds()
        faceplateBenchMeasured(bench, scroller, table, layout, live, changes, transformed, widget, other, op, iterations)
        let t1 = nanoseconds()
        allocations += faceplate_malloc_count_stop()
        times.append((t1 - t0) / UInt64(iterations))
        if op == .tap { bench?.settle() }
    }
    let pressed = (bench?.presses ?? 0) - pressesBefore
    if op == .tap && pressed != batches * iterations {
        writeError("faceplate-bench: \(batches * iterations) taps ran \(pressed) actions\n")
        return 1
    }
    if faceplate_malloc_counter_active() == 0 {
        writeError("faceplate-bench: the malloc counter is not linked in; allocations cannot be counted\n")
        return 1
    }
    if let dumpPath {
        guard let picture = widget?.buffer ?? table?.buffer ?? changes?.scroll.buffer ?? other.icon?.buffer ?? other.text?.buffer ?? other.collection?.buffer else {
            writeError("faceplate-bench: --dump takes a widget operation, table-scroll, table-reload, table-insert, text-view-scroll, collection-scroll or svg-icon\n"); return 2
        }
        guard writePPM(picture, to: dumpPath) else { writeError("faceplate-bench: cannot write \(dumpPath)\n"); return 1 }
    }
    times.sort()
    var extra = ""
    if let live {
        extra = " post_to_present_ns=\(live.medianPostToPresent)"
        if op == .mainAsync { extra += " worker_allocations=\(live.workerAllocations - workerBefore)" }
    }
    print("op=\(op.rawValue) format=\(format.rawValue) ops=\(batches * iterations) allocations=\(allocations) "
          + "median_ns=\(times[times.count / 2]) min_ns=\(times[0]) presses=\(pressed)" + extra)
    return 0
}

exit(MainActor.assumeIsolated { run() })
