import Testing
import UIKit

// The tip calculator of TipCalculatorPortTests (FaceplateWidgetsTests), ported with `import UIKit`: the
// UIKit original, as it would sit in an iOS app, compiles with two lines changed, both forced by Linux
// (Swift there has no Objective-C runtime to call a selector):
//   - `billField.addTarget(self, action: #selector(billChanged), for: .editingChanged)`: the action is a
//     typed closure, `action: { $0.billChanged() }`;
//   - `@objc func billChanged()`: no `@objc`.
// `billField.text ?? ""` stays (Faceplate's `text` is not optional: the compiler warns that `??` is unused).
// The UIKit original:
//
//     final class TipViewController: UIViewController {
//         let card = UIView()
//         let billField = UITextField()
//         let tipLabel = UILabel()
//         let totalLabel = UILabel()
//         let splitButton = UIButton()
//
//         override func viewDidLoad() {
//             super.viewDidLoad()
//             billField.placeholder = "Bill"
//             billField.borderStyle = .roundedRect
//             tipLabel.text = "Tip: $0.00"
//             totalLabel.text = "$0.00"
//             splitButton.setTitle("Split", for: .normal)
//             view.addSubview(card)
//             for v in [billField, tipLabel, totalLabel, splitButton] as [UIView] { card.addSubview(v) }
//             for v in [card, billField, tipLabel, totalLabel, splitButton] as [UIView] {
//                 v.translatesAutoresizingMaskIntoConstraints = false
//             }
//             let safe = view.safeAreaLayoutGuide, margins = card.layoutMarginsGuide
//             let minimum = splitButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 120)
//             minimum.priority = UILayoutPriority(999)
//             NSLayoutConstraint.activate([
//                 card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
//                 card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
//                 card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
//                 billField.topAnchor.constraint(equalTo: margins.topAnchor),
//                 billField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
//                 billField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
//                 billField.heightAnchor.constraint(equalToConstant: 44),
//                 tipLabel.topAnchor.constraint(equalTo: billField.bottomAnchor, constant: 16),
//                 tipLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
//                 totalLabel.topAnchor.constraint(equalTo: tipLabel.bottomAnchor, constant: 8),
//                 totalLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
//                 splitButton.topAnchor.constraint(equalTo: totalLabel.bottomAnchor, constant: 16),
//                 splitButton.centerXAnchor.constraint(equalTo: card.centerXAnchor),
//                 minimum,
//                 margins.bottomAnchor.constraint(equalTo: splitButton.bottomAnchor),
//             ])
//             billField.addTarget(self, action: #selector(billChanged), for: .editingChanged)
//         }
//
//         @objc func billChanged() {
//             let cents = (Int(billField.text ?? "") ?? 0) * 100, tip = cents * 15 / 100
//             tipLabel.text = "Tip: " + TipViewController.dollars(tip)
//             totalLabel.text = TipViewController.dollars(cents + tip)
//         }
//         static func dollars(_ cents: Int) -> String {
//             "$\(cents / 100)." + (cents % 100 < 10 ? "0" : "") + "\(cents % 100)"
//         }
//     }

final class TipViewController: UIViewController {
    let card = UIView()
    let billField = UITextField()
    let tipLabel = UILabel()
    let totalLabel = UILabel()
    let splitButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        billField.placeholder = "Bill"
        billField.borderStyle = .roundedRect
        tipLabel.text = "Tip: $0.00"
        totalLabel.text = "$0.00"
        splitButton.setTitle("Split", for: .normal)
        view.addSubview(card)
        for v in [billField, tipLabel, totalLabel, splitButton] as [UIView] { card.addSubview(v) }
        for v in [card, billField, tipLabel, totalLabel, splitButton] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
        }
        let safe = view.safeAreaLayoutGuide, margins = card.layoutMarginsGuide
        let minimum = splitButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 120)
        minimum.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
            billField.topAnchor.constraint(equalTo: margins.topAnchor),
            billField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            billField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            billField.heightAnchor.constraint(equalToConstant: 44),
            tipLabel.topAnchor.constraint(equalTo: billField.bottomAnchor, constant: 16),
            tipLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            totalLabel.topAnchor.constraint(equalTo: tipLabel.bottomAnchor, constant: 8),
            totalLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            splitButton.topAnchor.constraint(equalTo: totalLabel.bottomAnchor, constant: 16),
            splitButton.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            minimum,
            margins.bottomAnchor.constraint(equalTo: splitButton.bottomAnchor),
        ])
        billField.addTarget(self, action: { $0.billChanged() }, for: .editingChanged)
    }

    func billChanged() {
        let cents = (Int(billField.text ?? "") ?? 0) * 100, tip = cents * 15 / 100
        tipLabel.text = "Tip: " + TipViewController.dollars(tip)
        totalLabel.text = TipViewController.dollars(cents + tip)
    }
    static func dollars(_ cents: Int) -> String {
        "$\(cents / 100)." + (cents % 100 < 10 ? "0" : "") + "\(cents % 100)"
    }
}

@Suite @MainActor struct TipCalculatorUIKitPortTests {
    @Test func theRenamedUIKitScreenLaysOutAsUIKitWould() {
        let driver = TestDriver(size: CGSize(width: 400, height: 480))
        let vc = TipViewController()
        driver.window.rootViewController = vc
        driver.window.layoutPass()
        let tip = vc.tipLabel.intrinsicContentSize, total = vc.totalLabel.intrinsicContentSize
        let button = vc.splitButton.intrinsicContentSize
        // Worked by hand, as UIKit's engine gives them (a 400×480 window, no status bar: the safe area
        // is the whole root view; a plain UIView's layout margins are 8 on each side):
        // card: x = 20, y = 20, width = 400 − 20 − 20 = 360; its margins guide is (8, 8, 344, h − 16).
        // billField: (8, 8) in the card, 344 wide (the guide's width), 44 high.
        #expect(vc.billField.frame == CGRect(8, 8, 344, 44))
        // tipLabel: 16 below the field (y = 8 + 44 + 16 = 68), at the leading margin, its intrinsic size.
        #expect(vc.tipLabel.frame == CGRect(x: 8, y: 68, width: tip.width, height: tip.height))
        // totalLabel: 8 below the tip, trailing edge on the trailing margin (x = 352 − width).
        let totalY = 68 + tip.height + 8
        #expect(vc.totalLabel.frame == CGRect(x: 352 - total.width, y: totalY, width: total.width, height: total.height))
        // splitButton: 16 below, centred in the card (x = 180 − w / 2), at least 120 wide (@999 beats
        // hugging @250), its intrinsic height.
        let buttonWidth = Swift.max(120, button.width), buttonY = totalY + total.height + 16
        #expect(vc.splitButton.frame == CGRect(x: 180 - buttonWidth / 2, y: buttonY, width: buttonWidth, height: button.height))
        // card's height: the margins guide ends at the button's bottom, plus the 8-point bottom margin.
        #expect(vc.card.frame == CGRect(x: 20, y: 20, width: 360, height: buttonY + button.height + 8))

        // Typing a bill re-measures both labels by themselves; the total stays on the trailing margin.
        vc.billField.insertText("4")
        vc.billField.insertText("2")
        #expect(vc.totalLabel.text == "$48.30" && vc.tipLabel.text == "Tip: $6.30")
        render(driver.window)
        let total2 = vc.totalLabel.intrinsicContentSize
        #expect(total2.width > total.width)
        #expect(vc.totalLabel.frame == CGRect(x: 352 - total2.width, y: totalY, width: total2.width, height: total2.height))
        #expect(vc.tipLabel.frame.size == vc.tipLabel.intrinsicContentSize)
    }
}
