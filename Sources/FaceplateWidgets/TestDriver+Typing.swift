import Faceplate

extension TestDriver {
    /// Types `text` by tapping the on-screen keyboard's keys through real touch dispatch, as
    /// XCUITest's `typeText` does: each character is found on the keyboard's current layer, with
    /// shift for capitals and the "123" / "#+=" / "ABC" keys to reach other layers; a space taps the
    /// space bar and "\n" the return key. The keyboard must be docked (a text field is first
    /// responder); throws when it is not, or when a character is on no layer.
    public func typeText(_ text: String) throws(QueryFailure) {
        guard let keyboard = window.activeInputView as? KeyboardView else {
            throw QueryFailure("typeText: no on-screen keyboard is shown (make a text field first responder)")
        }
        for ch in text {
            let s = String(ch)
            let key: KeyboardView.Key = s == " " ? .space : s == "\n" ? .returnKey : .character(s)
            if try !typeOnCurrentLayer(key, keyboard) {
                guard try switchLayers(toward: key, keyboard) else {
                    throw QueryFailure("typeText: \"\(s)\" is on no layer of the keyboard")
                }
                _ = try typeOnCurrentLayer(key, keyboard)
            }
        }
    }

    /// Taps `key` (with shift set as the character needs) if the current layer has it.
    private func typeOnCurrentLayer(_ key: KeyboardView.Key, _ keyboard: KeyboardView) throws(QueryFailure) -> Bool {
        guard case .character(let s) = key else {
            guard keyboard.rect(for: key) != nil else { return false }
            tapKey(key, keyboard)
            return true
        }
        let lower = s.lowercased()
        let isLetter = s.uppercased() != lower
        guard keyboard.rect(for: .character(lower)) != nil else { return false }
        if isLetter {
            // Keys carry the lower-case letter; shift types the capital (and turns itself off after).
            let wantsShift = s != lower
            let shifted = keyboard.isShifted || keyboard.isCapsLocked
            if wantsShift != shifted {
                if keyboard.isCapsLocked { tapKey(.shift, keyboard) }   // caps lock off
                if wantsShift != (keyboard.isShifted || keyboard.isCapsLocked) { tapKey(.shift, keyboard) }
            }
        }
        tapKey(.character(lower), keyboard)
        return true
    }

    /// Taps layer keys until a layer with `key` shows (at most two hops: letters → numbers → symbols).
    private func switchLayers(toward key: KeyboardView.Key, _ keyboard: KeyboardView) throws(QueryFailure) -> Bool {
        let start = keyboard.keyLayer
        for first in KeyboardView.Layer.allCases where keyboard.rect(for: .layer(first)) != nil {
            tapKey(.layer(first), keyboard)
            if has(key, keyboard) { return true }
            for second in KeyboardView.Layer.allCases where second != start && keyboard.rect(for: .layer(second)) != nil {
                tapKey(.layer(second), keyboard)
                if has(key, keyboard) { return true }
                tapKey(.layer(first), keyboard)
            }
            if keyboard.rect(for: .layer(start)) != nil { tapKey(.layer(start), keyboard) }
        }
        return false
    }

    private func has(_ key: KeyboardView.Key, _ keyboard: KeyboardView) -> Bool {
        if keyboard.rect(for: key) != nil { return true }
        if case .character(let s) = key { return keyboard.rect(for: .character(s.lowercased())) != nil }
        return false
    }

    private func tapKey(_ key: KeyboardView.Key, _ keyboard: KeyboardView) {
        if let r = keyboard.rect(for: key) { tapRect(r, keyboard) }
    }

    private func tapRect(_ r: Rect, _ keyboard: KeyboardView) {
        tap(at: keyboard.convert(Point(x: r.midX, y: r.midY), to: nil))
        advance(by: 0.3)   // past the double-tap window, so a second shift is not caps lock
    }
}
