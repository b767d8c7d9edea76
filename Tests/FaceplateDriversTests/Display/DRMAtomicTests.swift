import CDRM
import CMallocCounter
import FaceplateAllocationTesting
import Glibc
import Testing
@testable import FaceplateDrivers

/// The atomic path's hardware-free parts: the request's array layout, in-place updates without
/// allocation, the property-id table, and the choice between atomic and legacy.
@Suite struct DRMAtomicTests {
    @Test func requestGroupsPropertiesByObjectInTheKernelLayout() {
        let r = DRMAtomicRequest(objects: 3, properties: 6)
        r.add(object: 31, property: 1, value: 40)          // connector CRTC_ID
        r.add(object: 40, property: 2, value: 1)           // CRTC ACTIVE
        r.add(object: 40, property: 3, value: 77)          // CRTC MODE_ID
        let fb = r.add(object: 50, property: 4, value: 0)  // plane FB_ID
        r.add(object: 50, property: 5, value: 40)
        #expect(fb == 3)
        #expect(r.objectCount == 3 && r.propertyCount == 5)
        #expect((0..<3).map { r.objects[$0] } == [31, 40, 50])
        #expect((0..<3).map { r.propertyCounts[$0] } == [1, 2, 2])
        #expect((0..<5).map { r.properties[$0] } == [1, 2, 3, 4, 5])
        #expect((0..<5).map { r.values[$0] } == [40, 1, 77, 0, 40])

        let a = r.argument(flags: KernelConstants.drmModeAtomicNonblock, userData: 0xABCD)
        #expect(a.flags == KernelConstants.drmModeAtomicNonblock)
        #expect(a.count_objs == 3)
        #expect(a.objs_ptr == UInt64(UInt(bitPattern: r.objects)))
        #expect(a.count_props_ptr == UInt64(UInt(bitPattern: r.propertyCounts)))
        #expect(a.props_ptr == UInt64(UInt(bitPattern: r.properties)))
        #expect(a.prop_values_ptr == UInt64(UInt(bitPattern: r.values)))
        #expect(a.user_data == 0xABCD && a.reserved == 0)
    }

    @Test func settingAValueChangesOnlyItsSlotAndAllocatesNothing() {
        let r = DRMAtomicRequest(objects: 2, properties: 3)
        r.add(object: 7, property: 1, value: 10)
        let slot = r.add(object: 8, property: 2, value: 20)
        r.add(object: 8, property: 3, value: 30)
        faceplate_malloc_count_start()
        var fb: UInt64 = 100
        while fb < 110 { r.setValue(fb, at: slot); fb += 1 }   // a plain loop: debug-build ranges allocate
        let a = r.argument(flags: 0, userData: 1)
        let mallocs = faceplate_malloc_count_stop()
        expectNoAllocations(mallocs)
        #expect(a.count_objs == 2)
        #expect((0..<3).map { r.values[$0] } == [10, 109, 30])
    }

    /// The values are a raw allocation: a slot no property was added in must not be written.
    @Test func settingASlotOutsideTheRequestTraps() async {
        await #expect(processExitsWith: .failure) {
            let r = DRMAtomicRequest(objects: 1, properties: 4)
            r.add(object: 1, property: 2, value: 3)
            r.setValue(9, at: 1)       // within the capacity, but never added
        }
        await #expect(processExitsWith: .failure) {
            let r = DRMAtomicRequest(objects: 1, properties: 1)
            r.add(object: 1, property: 2, value: 3)
            r.setValue(9, at: -1)
        }
    }

    @Test func commitOnANonDRMDescriptorReturnsTheErrnoWithoutAllocating() {
        let fd = open("/dev/null", O_RDWR)
        #expect(fd >= 0)
        defer { close(fd) }
        let r = DRMAtomicRequest(objects: 1, properties: 1)
        r.add(object: 1, property: 2, value: 3)
        faceplate_malloc_count_start()
        let e = r.commit(fd: fd, flags: KernelConstants.drmModeAtomicTestOnly)
        let mallocs = faceplate_malloc_count_stop()
        #expect(e == ENOTTY)
        expectNoAllocations(mallocs)
    }

    @Test func propertyIDsAreTakenByNameAndMissingOnesAreNamed() throws {
        let plane: [String: UInt32] = ["FB_ID": 10, "CRTC_ID": 11, "SRC_X": 12, "SRC_Y": 13, "SRC_W": 14, "SRC_H": 15,
                                       "CRTC_X": 16, "CRTC_Y": 17, "CRTC_W": 18, "CRTC_H": 19, "type": 9]
        let ids = try DRMAtomicPropertyIDs(plane: plane, crtc: ["MODE_ID": 20, "ACTIVE": 21], connector: ["CRTC_ID": 30])
        #expect(ids.planeFB == 10 && ids.planeCRTC == 11 && ids.srcW == 14 && ids.crtcH == 19)
        #expect(ids.modeID == 20 && ids.active == 21 && ids.connectorCRTC == 30)

        var partial = plane; partial["FB_ID"] = nil
        #expect(throws: DRMAtomicPropertyIDs.MissingProperties(names: ["plane FB_ID", "CRTC MODE_ID"])) {
            try DRMAtomicPropertyIDs(plane: partial, crtc: ["ACTIVE": 21], connector: ["CRTC_ID": 30])
        }
    }

    @Test func pathChoice() throws {
        // Left to us: atomic when nothing stands in the way, legacy otherwise.
        #expect(try DRMCommitPath.choose(useAtomic: nil, obstacle: nil, path: "/dev/dri/card0") == .atomic)
        #expect(try DRMCommitPath.choose(useAtomic: nil, obstacle: "the driver x refuses DRM_CLIENT_CAP_ATOMIC", path: "/dev/dri/card0") == .legacy)
        // Legacy asked for: legacy even where atomic works.
        #expect(try DRMCommitPath.choose(useAtomic: false, obstacle: nil, path: "/dev/dri/card0") == .legacy)
        // Atomic asked for: atomic, or an error naming the device and the obstacle.
        #expect(try DRMCommitPath.choose(useAtomic: true, obstacle: nil, path: "/dev/dri/card0") == .atomic)
        #expect(throws: DisplayError.unsupportedDevice(path: "/dev/dri/card1",
                                                       reason: "atomic modesetting was asked for, but the driver x refuses DRM_CLIENT_CAP_ATOMIC")) {
            try DRMCommitPath.choose(useAtomic: true, obstacle: "the driver x refuses DRM_CLIENT_CAP_ATOMIC", path: "/dev/dri/card1")
        }
    }
}
