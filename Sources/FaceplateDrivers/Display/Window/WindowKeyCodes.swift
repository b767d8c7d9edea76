/// SDL scancodes (USB HID keyboard usages, the key's position, not its label) as Linux evdev key codes,
/// the codes `InputRecord.key` carries from a board's keyboard: the same keys, so a text field types
/// the same characters and a press has the same code in the preview as on the panel.
///
/// The table is the kernel's own (`hid_keyboard[]` in drivers/hid/hid-input.c) for the keys a panel app
/// sees: letters, digits, punctuation, Enter, Escape, Backspace, Tab, Space, Caps Lock, F1–F12, the
/// navigation block, the arrows, keypad Enter and the modifiers. Anything else gives 0 and is dropped.
enum WindowKeyCodes {
    /// SDL_SCANCODE_LCTRL, SDL_SCANCODE_RCTRL, SDL_SCANCODE_LSHIFT, SDL_SCANCODE_RSHIFT.
    static let leftControl: Int32 = 224, rightControl: Int32 = 228, leftShift: Int32 = 225, rightShift: Int32 = 229
    /// SDL_SCANCODE_R and SDL_SCANCODE_S: with Ctrl, the preview's rotate and screenshot keys.
    static let r: Int32 = 21, s: Int32 = 22

    private static let table: [UInt16] = {
        var t = [UInt16](repeating: 0, count: 232)
        // HID 4...29 = a...z; evdev codes follow the QWERTY rows instead of the alphabet.
        let letters: [UInt16] = [30, 48, 46, 32, 18, 33, 34, 35, 23, 36, 37, 38, 50, 49, 24, 25, 16, 19, 31, 20, 22, 47, 17, 45, 21, 44]
        for (i, code) in letters.enumerated() { t[4 + i] = code }
        for i in 0..<10 { t[30 + i] = UInt16(2 + i) }          // 1...9, 0 -> KEY_1...KEY_0
        let rest: [(Int, UInt16)] = [
            (40, 28), (41, 1), (42, 14), (43, 15), (44, 57), (45, 12), (46, 13), (47, 26), (48, 27), (49, 43), (50, 43),
            (51, 39), (52, 40), (53, 41), (54, 51), (55, 52), (56, 53), (57, 58),
            (58, 59), (59, 60), (60, 61), (61, 62), (62, 63), (63, 64), (64, 65), (65, 66), (66, 67), (67, 68), (68, 87), (69, 88),
            (73, 110), (74, 102), (75, 104), (76, 111), (77, 107), (78, 109), (79, 106), (80, 105), (81, 108), (82, 103),
            (88, 96), (224, 29), (225, 42), (226, 56), (227, 125), (228, 97), (229, 54), (230, 100), (231, 126),
        ]
        for (hid, code) in rest { t[hid] = code }
        return t
    }()

    /// The evdev key code of SDL scancode `scancode`, or 0 for a key the table does not have.
    static func evdevCode(forScancode scancode: Int32) -> UInt32 {
        guard scancode >= 0, Int(scancode) < table.count else { return 0 }
        return UInt32(table[Int(scancode)])
    }
}
