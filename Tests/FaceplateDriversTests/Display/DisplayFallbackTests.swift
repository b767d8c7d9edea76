import Foundation
import Testing
import Faceplate
@testable import FaceplateDrivers

/// The display fallback decision of the app entry point, without hardware.
@Suite @MainActor struct DisplayFallbackTests {
    @Test func absentBackendsArePassedOverWithTheirReasons() throws {
        var tried: [BoardProfile.Backend] = []
        let choice = try DisplayFallback.choose([.drm, .fbdev, .headless], explicit: false) { backend in
            tried.append(backend)
            switch backend {
            case .drm: throw DisplayFallback.Unavailable(reason: "no DRM device", underlying: FakeDisplayError(text: "drm"))
            case .fbdev: throw DisplayFallback.Unavailable(reason: "no /dev/fb0", underlying: FakeDisplayError(text: "fb"))
            case .headless, .window: return HeadlessDisplay(width: 80, height: 48)
            }
        }
        #expect(tried == [.drm, .fbdev, .headless])
        #expect(choice.backend == .headless && choice.display is HeadlessDisplay)
        #expect(choice.skipped == ["no DRM device", "no /dev/fb0"])
    }

    @Test func aBackendThatIsHereButFailsIsTheAnswer() {
        var tried: [BoardProfile.Backend] = []
        #expect(throws: FakeDisplayError(text: "permission denied")) {
            _ = try DisplayFallback.choose([.drm, .fbdev, .headless], explicit: false) { backend in
                tried.append(backend)
                if backend == .drm { throw FakeDisplayError(text: "permission denied") }
                return HeadlessDisplay(width: 8, height: 8)
            }
        }
        #expect(tried == [.drm])
    }

    @Test func aBackendAskedForByNameIsNeverPassedOver() {
        #expect(throws: FakeDisplayError(text: "no fbdev")) {
            _ = try DisplayFallback.choose([.fbdev], explicit: true) { _ in
                throw DisplayFallback.Unavailable(reason: "no /dev/fb0", underlying: FakeDisplayError(text: "no fbdev"))
            }
        }
    }

    @Test func aBoardWithoutHeadlessSaysHowToGetIt() throws {
        do {
            _ = try DisplayFallback.choose([.drm, .fbdev], explicit: false) { b in
                throw DisplayFallback.Unavailable(reason: "no \(b.rawValue)", underlying: FakeDisplayError(text: ""))
            }
            Issue.record("a display was chosen")
        } catch let e as DisplayFallback.NoDisplay {
            #expect(e.reasons == ["no drm", "no fbdev"])
            #expect("\(e)" == "no display: no drm; no fbdev (the board allows only drm, fbdev; add \"headless\" to its backends or pass --backend headless)")
        }
    }

    @Test func theOrderIsTheRequestElseTheBoardsElseTheDefault() throws {
        let board = try BoardProfile(contentsOf: Fixture.repoRoot.appendingPathComponent("boards/rpi-7inch-dsi.json").path)
        #expect(DisplayFallback.order(requested: .fbdev, board: board) == [.fbdev])
        #expect(DisplayFallback.order(requested: nil, board: board) == [.drm, .fbdev])
        #expect(DisplayFallback.order(requested: nil, board: nil) == [.drm, .fbdev, .headless])
    }

    @Test func theRealOpenerReportsAMissingFramebufferAsAbsent() throws {
        var board = try BoardProfile(contentsOf: Fixture.repoRoot.appendingPathComponent("boards/qemu-virtual.json").path)
        board.display.fbdev = "/nonexistent/fb7"
        do {
            _ = try DisplayFallback.openSystem(.fbdev, board: board, seat: nil, connectors: [], log: { _ in })
            Issue.record("opened a framebuffer that does not exist")
        } catch let e as DisplayFallback.Unavailable {
            #expect(e.reason == "no /nonexistent/fb7")
        }
        let headless = try DisplayFallback.openSystem(.headless, board: board, seat: nil, connectors: [], log: { _ in })
        #expect(headless.transform.panelWidth == 1280 && headless.transform.panelHeight == 800)
    }
}

struct FakeDisplayError: Error, Equatable { var text: String }

/// When the DRM backend counts as not here (the fallback goes on to fbdev, then headless) and when its
/// error is the answer (``DisplayFallback/openSystem(_:board:seat:connectors:zoom:title:frameDirectory:log:)``).
@Suite struct DRMAbsenceTests {
    @Test func noCardNodesMeanNoKMSDeviceHere() throws {
        let dir = NSTemporaryDirectory() + "faceplate-open-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        #expect {
            try DRMDisplay.open(.init(deviceDirectory: dir))
        } throws: { e in
            guard let e = e as? DisplayError, case .noDRMDevice = e else { return false }
            return e.meansNoKMSDeviceHere && "\(e)".hasPrefix("no DRM device: \(dir)")
        }
    }

    @Test func realDRMProblemsAreNotHiddenByTheFallback() {
        #expect(!DisplayError.permissionDenied(path: "/dev/dri/card0").meansNoKMSDeviceHere)
        #expect(!DisplayError.notMaster(path: "/dev/dri/card0").meansNoKMSDeviceHere)
        #expect(!DisplayError.noDRMDevice(directory: "/dev/dri", tried: [
            .init(path: "/dev/dri/card0", error: .permissionDenied(path: "/dev/dri/card0")),
            .init(path: "/dev/dri/card1", error: .unsupportedDevice(path: "/dev/dri/card1", reason: "no KMS resources")),
        ]).meansNoKMSDeviceHere)
        #expect(DisplayError.noDRMDevice(directory: "/dev/dri", tried: [
            .init(path: "/dev/dri/card0", error: .unsupportedDevice(path: "/dev/dri/card0", reason: "not a DRM device")),
            .init(path: "/dev/dri/card1", error: .unsupportedDevice(path: "/dev/dri/card1", reason: "no KMS resources")),
        ]).meansNoKMSDeviceHere)
        #expect(!DisplayError.noConnectedConnector(path: "/dev/dri/card0", connectors: ["HDMI-A-1 (disconnected)"]).meansNoKMSDeviceHere)
        #expect(DisplayError.noDRMDevice(directory: "/dev/dri", tried: []).meansNoKMSDeviceHere)
        #expect(DisplayError.unsupportedDevice(path: "/dev/dri/card0", reason: "no KMS resources").meansNoKMSDeviceHere)
    }
}
