// Fuzzes the board-profile parser (json-c underneath) and what is done with a profile once loaded:
// matching it against a machine, its display transform and touch mapping. No input may trap, every
// error must be a short single line, and a profile that loads must keep the limits it promises.
import Faceplate
import FaceplateEcho
import FaceplateDrivers
import FuzzSupport

FuzzDriver.run { data, size in
    let bytes = FuzzDriver.bytes(data, size)
    do {
        let profile = try BoardProfile(parsing: bytes, file: "fuzz.json")
        let display = profile.display
        guard (1...PixelBuffer.maximumDimension).contains(display.width), (1...PixelBuffer.maximumDimension).contains(display.height) else {
            FuzzDriver.fail("a profile loaded with a \(display.width)x\(display.height) mode")
        }
        for text in [profile.name] + display.connectors + (profile.touch?.devices ?? []) + [display.fbdev, profile.backlight].compactMap({ $0 }) {
            if text.unicodeScalars.contains(where: Echo.needsEscaping) {
                FuzzDriver.fail("a profile loaded with a control character in \(Echo.escaped(text))")
            }
        }
        _ = profile.touchMapping.display.logicalSize
        _ = BoardProfile.match(connectors: ["DSI-1", "HDMI-A-1", "Virtual-1", "fb_ili9486"],
                               inputDevices: ["raspberrypi-ts", "ADS7846 Touchscreen", "generic ft5x06 (79)"], in: [profile])
        _ = display.firstMatchingConnector(in: ["DSI-1", "HDMI-A-2"])
    } catch {
        FuzzDriver.check(message: "\(error)")
    }
    return 0
}
