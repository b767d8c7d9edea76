/// The languages the demo scene speaks: its language setting relabels every widget, and Arabic
/// mirrors the layout (UIKit's right-to-left layout direction: leading and trailing swap).
public enum DemoLanguage: Int, Sendable, CaseIterable {
    /// English.
    case english
    /// Simplified Chinese.
    case chinese
    /// Arabic: right to left.
    case arabic
    /// German.
    case german

    /// The RFC 3066 tag: the fonts' language hint and the keyboard's locale.
    public var code: String {
        switch self {
        case .english: return "en"
        case .chinese: return "zh-cn"
        case .arabic: return "ar"
        case .german: return "de"
        }
    }

    /// The language's name in itself, as a language picker shows it.
    public var nativeName: String {
        switch self {
        case .english: return "English"
        case .chinese: return "中文"
        case .arabic: return "العربية"
        case .german: return "Deutsch"
        }
    }

    /// Whether the interface lays out right to left (UIKit's `userInterfaceLayoutDirection`).
    public var isRightToLeft: Bool { self == .arabic }

    /// The language whose tag is `code` (or starts with its primary subtag: "de-AT" is German).
    public init?(code: String) {
        let c = code.lowercased()
        for l in DemoLanguage.allCases where c == l.code || c.hasPrefix(String(l.code.prefix(2)) + "-") || c.hasPrefix(String(l.code.prefix(2)) + "_") || c == String(l.code.prefix(2)) {
            self = l; return
        }
        return nil
    }

    /// The demo's texts in this language.
    public var strings: DemoStrings {
        switch self {
        case .english:
            return DemoStrings(room: "Living room", roomPlaceholder: "Room name", indoor: "Indoor", modes: ["Heat", "Cool", "Auto", "Off"],
                               eco: "Eco mode", ecoOn: "Eco mode on", ecoOff: "Eco mode off", fan: "Fan", filterLife: "Filter life",
                               boost: "Boost 30 min", schedule: "Schedule", today: "Today",
                               rows: ["Wake", "Away", "Lunch", "Away", "Home", "Night"], decimalSeparator: ".",
                               heatingTo: { "Heating to \($0)" }, boostingTo: { "Boosting to \($0) for 30 min" },
                               modeIs: { "Mode: \($0)" }, schedulePage: { "Schedule page \($0)" }, renamed: { "Room renamed to \($0)" })
        case .chinese:
            return DemoStrings(room: "客厅", roomPlaceholder: "房间名称", indoor: "室内", modes: ["制热", "制冷", "自动", "关闭"],
                               eco: "节能模式", ecoOn: "节能模式已开启", ecoOff: "节能模式已关闭", fan: "风扇", filterLife: "滤网寿命",
                               boost: "快速加热 30 分钟", schedule: "日程", today: "今天",
                               rows: ["起床", "外出", "午餐", "外出", "回家", "夜间"], decimalSeparator: ".",
                               heatingTo: { "正在加热到 \($0)" }, boostingTo: { "快速加热到 \($0)，持续 30 分钟" },
                               modeIs: { "模式：\($0)" }, schedulePage: { "日程第 \($0) 页" }, renamed: { "房间已改名为“\($0)”" })
        case .arabic:
            return DemoStrings(room: "غرفة المعيشة", roomPlaceholder: "اسم الغرفة", indoor: "الداخل",
                               modes: ["تدفئة", "تبريد", "تلقائي", "إيقاف"],
                               eco: "الوضع الاقتصادي", ecoOn: "تم تشغيل الوضع الاقتصادي", ecoOff: "تم إيقاف الوضع الاقتصادي",
                               fan: "المروحة", filterLife: "عمر الفلتر", boost: "تعزيز 30 دقيقة", schedule: "الجدول", today: "اليوم",
                               rows: ["استيقاظ", "خارج المنزل", "غداء", "خارج المنزل", "في المنزل", "ليلاً"], decimalSeparator: ".",
                               heatingTo: { "التدفئة إلى \($0)" }, boostingTo: { "تعزيز إلى \($0) لمدة 30 دقيقة" },
                               modeIs: { "الوضع: \($0)" }, schedulePage: { "صفحة الجدول \($0)" }, renamed: { "اسم الغرفة الآن \($0)" })
        case .german:
            return DemoStrings(room: "Wohnzimmer", roomPlaceholder: "Raumname", indoor: "Innen", modes: ["Heizen", "Kühlen", "Auto", "Aus"],
                               eco: "Sparmodus", ecoOn: "Sparmodus an", ecoOff: "Sparmodus aus", fan: "Lüfter", filterLife: "Filter",
                               boost: "Boost 30 Min.", schedule: "Zeitplan", today: "Heute",
                               rows: ["Aufstehen", "Abwesend", "Mittag", "Abwesend", "Zuhause", "Nacht"], decimalSeparator: ",",
                               heatingTo: { "Heizen auf \($0)" }, boostingTo: { "Boost auf \($0) für 30 Min." },
                               modeIs: { "Modus: \($0)" }, schedulePage: { "Zeitplan Seite \($0)" }, renamed: { "Raum umbenannt in \($0)" })
        }
    }
}

/// The demo scene's texts in one language.
public struct DemoStrings: Sendable {
    /// The room field's text, its placeholder, and the word before the indoor temperature.
    public var room: String, roomPlaceholder: String, indoor: String
    /// The four mode segments: heat, cool, auto, off.
    public var modes: [String]
    /// The eco switch's label and the status lines it sets; the fan slider's and filter bar's labels.
    public var eco: String, ecoOn: String, ecoOff: String, fan: String, filterLife: String
    /// The two buttons' titles and the schedule's heading.
    public var boost: String, schedule: String, today: String
    /// The schedule's six rows.
    public var rows: [String]
    /// "." or "," between a temperature's whole and tenth degrees.
    public var decimalSeparator: String
    /// Status line: heating to a temperature.
    public var heatingTo: @Sendable (String) -> String
    /// Status line: boosting to a temperature.
    public var boostingTo: @Sendable (String) -> String
    /// Status line: the mode chosen.
    public var modeIs: @Sendable (String) -> String
    /// Status line: the schedule page shown.
    public var schedulePage: @Sendable (Int) -> String
    /// Status line: the room's new name.
    public var renamed: @Sendable (String) -> String
}
