import Testing
import CMallocCounter
import FaceplateAllocationTesting
import Faceplate
import FaceplateWidgets

/// Redrawing the typed buttons (their glyphs, pressed, released and fading back), a navigation bar's
/// bar button items, configured buttons and a search bar, and looking up the system fonts, allocates
/// nothing once warm: counted with the malloc interposer.
@Suite(.serialized) @MainActor struct ButtonTypeAllocationTests {
    /// Presses and releases every view in `targets` in turn, rendering each frame of the press and of
    /// the release's fade, then repaints the whole window; the second and third rounds are counted.
    private func expectPressCyclesAllocateNothing(_ driver: TestDriver, _ targets: [View], format: PixelFormat = .xrgb8888) {
        let app = driver.application, window = driver.window, clock = driver.clock
        let w = Int(window.bounds.width), h = Int(window.bounds.height)
        let buffer = PixelBuffer(width: w, height: h, format: format)
        let compositor = Compositor(window: window, transform: DisplayTransform(panelWidth: w, panelHeight: h))
        defer { window.damageObserver = nil }
        compositor.render(into: buffer, age: 0)
        let points = targets.map { driver.center(of: $0) }

        func frame() {
            app.handle(.frame(time: clock.now))
            compositor.render(into: buffer, age: 1)
        }
        func round() {
            var i = 0
            while i < points.count {
                clock.advance(by: 1); app.fireTimers()
                app.handle(.touchDown(slot: 0, location: points[i], time: clock.now)); frame()
                clock.advance(by: 0.05); frame()
                app.handle(.touchUp(slot: 0, time: clock.now)); frame()
                var k = 0
                while k < 14 { clock.advance(by: 0.016); frame(); k += 1 }     // the release's fade, and past it
                i += 1
            }
            compositor.render(into: buffer, age: 0)
        }
        round()                                           // warm: glyphs, path buffers, animator slots
        faceplate_malloc_count_start()
        round()
        round()
        let allocations = faceplate_malloc_count_stop()
        expectNoAllocations(allocations)
    }

    /// Each glyph type alone and beside a title, pressed and released, in both pixel formats.
    @Test(arguments: [PixelFormat.xrgb8888, .rgb565]) func glyphButtonRedrawsMakeNoAllocationsOnceWarm(format: PixelFormat) {
        let driver = makeDriver(width: 400, height: 120)
        var buttons: [View] = []
        let types: [Button.ButtonType] = [.close, .contactAdd, .detailDisclosure, .infoLight, .infoDark]
        for (i, type) in types.enumerated() {
            let alone = Button(type: type)
            alone.frame = Rect(x: 10 + Double(i) * 54, y: 8, width: 44, height: 44)
            let titled = Button(type: type)
            titled.setTitle("More", for: .normal)
            titled.frame = Rect(x: 10 + Double(i) * 78, y: 64, width: 74, height: 44)
            driver.window.addSubview(alone)
            driver.window.addSubview(titled)
            buttons += [alone, titled]
        }
        expectPressCyclesAllocateNothing(driver, buttons, format: format)
    }

    /// A navigation bar showing a back button and leading and trailing bar button items (title, done,
    /// add, close, an image-less system item), each pressed and released.
    @Test func navigationBarItemRedrawsMakeNoAllocationsOnceWarm() {
        let driver = makeDriver(width: 400, height: 60)
        let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: 400, height: NavigationBar.standardHeight))
        let item = NavigationItem(title: "Kettle")
        item.leftBarButtonItems = [BarButtonItem(barButtonSystemItem: .close), BarButtonItem(title: "Edit")]
        item.rightBarButtonItems = [BarButtonItem(barButtonSystemItem: .done), BarButtonItem(barButtonSystemItem: .add)]
        bar.show(title: item.title, backTitle: "Kettles", item: item)
        driver.window.addSubview(bar)
        driver.window.layoutIfNeeded()
        let items = bar.leadingItemViews + bar.trailingItemViews
        #expect(items.count == 4)
        expectPressCyclesAllocateNothing(driver, items)
    }

    /// Configured buttons of each style and a search bar's cancel button, pressed and released.
    @Test func configuredButtonAndSearchBarRedrawsMakeNoAllocationsOnceWarm() {
        let driver = makeDriver(width: 400, height: 120)
        var targets: [View] = []
        let configurations: [Button.Configuration] = [.plain(), .tinted(), .gray(), .filled()]
        for (i, c) in configurations.enumerated() {
            var c = c
            c.title = "Brew"
            if i == 3 { c.cornerStyle = .capsule }
            let b = Button(configuration: c)
            b.frame = Rect(x: 10 + Double(i) * 96, y: 8, width: 88, height: 44)
            driver.window.addSubview(b)
            targets.append(b)
        }
        let search = SearchBar(frame: Rect(x: 0, y: 60, width: 400, height: SearchBar.standardHeight))
        search.showsCancelButton = true
        search.text = "tea"
        driver.window.addSubview(search)
        driver.window.layoutIfNeeded()
        targets.append(search.cancelButton)
        expectPressCyclesAllocateNothing(driver, targets)
    }

    /// Asking for a font made before — as a `tableView(_:cellForRowAt:)` does for every row scrolled in —
    /// is a look-up that allocates nothing.
    @Test func systemFontLookupsMakeNoAllocationsOnceWarm() {
        var sizes = 0.0
        func lookUp() {
            sizes += Font.systemFont(ofSize: 17).pointSize
            sizes += Font.systemFont(ofSize: 13, weight: .semibold).pointSize
            sizes += Font.boldSystemFont(ofSize: 20).pointSize
            sizes += Font.italicSystemFont(ofSize: 15).pointSize
            sizes += Font.monospacedDigitSystemFont(ofSize: 17, weight: .regular).pointSize
            sizes += Font.monospacedSystemFont(ofSize: 12, weight: .regular).pointSize
            sizes += Font.preferredFont(forTextStyle: .headline).pointSize
            sizes += Font.systemFont(ofSize: 17).withSize(22).pointSize
        }
        lookUp()
        faceplate_malloc_count_start()
        lookUp()
        lookUp()
        let allocations = faceplate_malloc_count_stop()
        #expect(sizes > 0)
        expectNoAllocations(allocations)
    }
}
