import Testing
@testable import FaceplateDrivers
import FaceplateGraphics

@Suite struct DRMOutputChoiceTests {
    static let xr24: UInt32 = PixelFormat.xrgb8888.drmFourCC

    /// A Raspberry-Pi-like card: HDMI-A-1 disconnected, DSI-1 connected (800x480), two CRTCs.
    func card(dsiStatus: DRMConnectionStatus = .connected, planeFormats: [UInt32] = [xr24]) -> DRMCardInfo {
        DRMCardInfo(
            path: "/dev/dri/card1", driver: "vc4",
            connectors: [
                DRMConnectorInfo(id: 30, name: "HDMI-A-1", status: .disconnected, modes: [], possibleCRTCs: 0b01),
                DRMConnectorInfo(id: 40, name: "DSI-1", status: dsiStatus, modes: [
                    DRMModeInfo(name: "800x480", width: 800, height: 480, refresh: 60, isPreferred: true),
                    DRMModeInfo(name: "640x480", width: 640, height: 480, refresh: 60, isPreferred: false),
                ], possibleCRTCs: 0b10),
                DRMConnectorInfo(id: 50, name: "Virtual-1", status: .connected, modes: [
                    DRMModeInfo(name: "1024x768", width: 1024, height: 768, refresh: 75, isPreferred: false),
                    DRMModeInfo(name: "1280x800", width: 1280, height: 800, refresh: 60, isPreferred: true),
                ], possibleCRTCs: 0b11, currentCRTCID: 100),
            ],
            crtcs: [DRMCRTCInfo(id: 100, index: 0, framebufferID: 7, mode: nil),
                    DRMCRTCInfo(id: 101, index: 1, framebufferID: 0, mode: nil)],
            planes: [DRMPlaneInfo(id: 200, type: .primary, possibleCRTCs: 0b01, formats: planeFormats),
                     DRMPlaneInfo(id: 201, type: .primary, possibleCRTCs: 0b10, formats: planeFormats),
                     DRMPlaneInfo(id: 202, type: .cursor, possibleCRTCs: 0b11, formats: [0x34325241])])
    }

    @Test func firstConnectedConnectorAtItsPreferredMode() throws {
        let c = try DRMOutputChoice(card: card(), connectorName: nil, modeSize: nil, format: .xrgb8888)
        #expect(c.connector.name == "DSI-1")
        #expect(c.mode.width == 800 && c.mode.height == 480)
        #expect(c.crtc.id == 101)
        #expect(c.plane?.id == 201)
    }

    @Test func connectorByNameAndRequestedMode() throws {
        let c = try DRMOutputChoice(card: card(), connectorName: "virtual-1", modeSize: (1024, 768), format: .xrgb8888)
        #expect(c.connector.id == 50)
        #expect(c.mode.refresh == 75)
        #expect(c.crtc.id == 100)                          // the CRTC already driving it
        #expect(c.plane?.id == 200)
        #expect(try DRMOutputChoice(card: card(), connectorName: "Virtual", modeSize: nil, format: .xrgb8888).mode.width == 1280)
    }

    @Test func missingConnectorListsWhatExists() {
        #expect {
            try DRMOutputChoice(card: card(), connectorName: "HDMI-A-1", modeSize: nil, format: .xrgb8888)
        } throws: { e in
            "\(e)" == "connector HDMI-A-1 on /dev/dri/card1 is missing or not connected; connectors: "
                + "HDMI-A-1 (disconnected), DSI-1 (connected), Virtual-1 (connected)"
        }
    }

    @Test func noConnectedConnector() {
        var c = card(dsiStatus: .disconnected)
        c.connectors.removeLast()
        #expect {
            try DRMOutputChoice(card: c, connectorName: nil, modeSize: nil, format: .xrgb8888)
        } throws: { e in
            guard case DisplayError.noConnectedConnector(let path, let list) = e else { return false }
            return path == "/dev/dri/card1" && list == ["HDMI-A-1 (disconnected)", "DSI-1 (disconnected)"]
                && "\(e)".contains("no connected display on /dev/dri/card1")
        }
    }

    @Test func unknownModeListsTheModes() {
        #expect {
            try DRMOutputChoice(card: card(), connectorName: "DSI-1", modeSize: (1920, 1080), format: .xrgb8888)
        } throws: { e in
            "\(e)" == "connector DSI-1 offers no 1920x1080 mode; modes: 800x480@60*, 640x480@60"
        }
    }

    @Test func formatTheplaneCannotShowIsRejected() {
        #expect {
            try DRMOutputChoice(card: card(), connectorName: nil, modeSize: nil, format: .rgb565)
        } throws: { e in
            guard case DisplayError.unsupportedFormat(let format, _, let supported) = e else { return false }
            return format == "rgb565" && supported == ["XR24"] && "\(e)".contains("/dev/dri/card1 plane 201 (DSI-1)")
        }
        #expect(throws: Never.self) {
            try DRMOutputChoice(card: card(planeFormats: [Self.xr24, PixelFormat.rgb565.drmFourCC]),
                                connectorName: nil, modeSize: nil, format: .rgb565)
        }
    }
}
