import Testing
import Faceplate
import FaceplateWidgets

/// Widgets measure themselves for Auto Layout and re-measure when their content changes.
@Suite @MainActor struct IntrinsicSizeLayoutTests {
    func scene() -> (TestDriver, View) {
        let driver = TestDriver(size: Size(400, 300))
        let root = View(frame: Rect(0, 0, 400, 300))
        driver.window.addSubview(root)
        return (driver, root)
    }

    /// The "10…" case: a label placed by constraints whose text grows from "9" to "10" used to keep its
    /// old frame (and draw "1…") until someone called setNeedsLayout(). Now the text change invalidates
    /// its intrinsic size and the next layout pass — which every frame runs — widens it.
    @Test func aConstrainedLabelWhoseTextChangesReMeasuresByItself() {
        let (driver, root) = scene()
        let label = Label(text: "9")
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                   label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        _ = render(driver.window)
        let nine = label.frame
        #expect(nine.size == label.intrinsicContentSize && nine.width > 0)
        label.text = "10"
        _ = render(driver.window)                          // no setNeedsLayout()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(label.frame.width > nine.width)
        #expect(label.frame.origin == nine.origin)
    }

    @Test func aLabelInAFrameBasedStackReMeasuresToo() {
        let (driver, root) = scene()
        let label = Label(text: "9"), spacer = SizedView(50, 20)
        let stack = StackView(arrangedSubviews: [label, spacer], frame: Rect(0, 0, 300, 40))
        root.addSubview(stack)
        _ = render(driver.window)
        let nine = label.frame.width
        label.text = "10"
        _ = render(driver.window)
        #expect(label.frame.width == label.intrinsicContentSize.width && label.frame.width > nine, "\(label.frame) \(label.intrinsicContentSize) \(nine)")
    }

    @Test func buttonsAndTextFieldsReMeasureWhenTheirTextChanges() {
        let (driver, root) = scene()
        let button = Button(title: "OK"), field = TextField()
        field.text = "12"
        for v in [button, field] as [View] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        LayoutConstraint.activate([button.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   button.topAnchor.constraint(equalTo: root.topAnchor),
                                   field.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
                                   field.topAnchor.constraint(equalTo: root.topAnchor)])
        driver.window.layoutPass()
        let ok = button.frame.width, twelve = field.frame.width
        #expect(button.frame.size == button.intrinsicContentSize && field.frame.size == field.intrinsicContentSize)
        button.setTitle("Calculate", for: .normal)
        field.insertText("345")
        driver.window.layoutPass()
        #expect(button.frame.width > ok && button.frame.width == button.intrinsicContentSize.width)
        #expect(field.frame.width > twelve && field.frame.minX == button.frame.maxX + 8)
    }

    @Test func uikitDefaultsForPrioritiesAndIntrinsicSizes() {
        let label = Label(text: "x"), plain = View(), slider = Slider()
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(plain.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(slider.intrinsicContentSize.width == View.noIntrinsicMetric)
        label.sizeToFit()
        #expect(label.frame.size == label.intrinsicContentSize)
    }
}
