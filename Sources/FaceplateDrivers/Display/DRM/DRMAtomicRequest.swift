import CDRM
import Glibc

/// One atomic KMS request in the kernel's own array layout, allocated once with fixed capacities and
/// reused for every commit: `DRM_IOCTL_MODE_ATOMIC` is issued directly on these arrays.
///
/// libdrm's `drmModeAtomicCommit` copies, sorts and allocates on every call; a display that commits each
/// frame would then allocate each frame. Here properties are added at start-up (grouped by object, in the
/// order the kernel wants: objects, a property count per object, then the property ids and values
/// flattened in the same order), and a frame only rewrites a value in place (``setValue(_:at:)``).
public final class DRMAtomicRequest {
    /// The object ids, one per object.
    public let objects: UnsafeMutablePointer<UInt32>
    /// How many properties each object sets (same index as ``objects``).
    public let propertyCounts: UnsafeMutablePointer<UInt32>
    /// The property ids, grouped by object.
    public let properties: UnsafeMutablePointer<UInt32>
    /// The values, one per property.
    public let values: UnsafeMutablePointer<UInt64>
    /// How many objects and properties fit.
    public let objectCapacity: Int, propertyCapacity: Int
    /// How many objects and properties are set.
    public private(set) var objectCount = 0, propertyCount = 0

    /// Allocates room for `objects` objects and `properties` properties in all.
    public init(objects: Int, properties: Int) {
        precondition(objects > 0 && properties >= objects, "an atomic request needs at least one property per object")
        objectCapacity = objects; propertyCapacity = properties
        self.objects = .allocate(capacity: objects); self.objects.initialize(repeating: 0, count: objects)
        propertyCounts = .allocate(capacity: objects); propertyCounts.initialize(repeating: 0, count: objects)
        self.properties = .allocate(capacity: properties); self.properties.initialize(repeating: 0, count: properties)
        values = .allocate(capacity: properties); values.initialize(repeating: 0, count: properties)
    }

    deinit {
        objects.deallocate(); propertyCounts.deallocate(); properties.deallocate(); values.deallocate()
    }

    /// Adds `property` = `value` on `object` and returns the value's slot for ``setValue(_:at:)``.
    /// Properties of one object must be added one after another (the kernel reads them grouped).
    @discardableResult
    public func add(object: UInt32, property: UInt32, value: UInt64) -> Int {
        precondition(propertyCount < propertyCapacity, "atomic request: more than \(propertyCapacity) properties")
        if objectCount == 0 || objects[objectCount - 1] != object {
            for i in 0..<objectCount { precondition(objects[i] != object, "atomic request: properties of object \(object) are not grouped") }
            precondition(objectCount < objectCapacity, "atomic request: more than \(objectCapacity) objects")
            objects[objectCount] = object
            propertyCounts[objectCount] = 0
            objectCount += 1
        }
        propertyCounts[objectCount - 1] += 1
        properties[propertyCount] = property
        values[propertyCount] = value
        propertyCount += 1
        return propertyCount - 1
    }

    /// Changes the value in `slot` (returned by ``add(object:property:value:)``); allocates nothing.
    /// A slot that was never returned traps, like an out-of-range array index: the values are a raw
    /// allocation, and a write past it would corrupt the heap instead.
    @inline(__always)
    public func setValue(_ value: UInt64, at slot: Int) {
        precondition(slot >= 0 && slot < propertyCount, "atomic request: no property in slot \(slot) (\(propertyCount) set)")
        values[slot] = value
    }

    /// The ioctl argument describing these arrays, with `flags` and the `userData` the completion event
    /// carries back.
    public func argument(flags: UInt32, userData: UInt64) -> drm_mode_atomic {
        var a = drm_mode_atomic()
        a.flags = flags
        a.count_objs = UInt32(objectCount)
        a.objs_ptr = UInt64(UInt(bitPattern: objects))
        a.count_props_ptr = UInt64(UInt(bitPattern: propertyCounts))
        a.props_ptr = UInt64(UInt(bitPattern: properties))
        a.prop_values_ptr = UInt64(UInt(bitPattern: values))
        a.user_data = userData
        return a
    }

    /// Commits the request on `fd`. Returns 0 or the `errno` (EINTR and EAGAIN are retried, as libdrm does).
    public func commit(fd: Int32, flags: UInt32, userData: UInt64 = 0) -> Int32 {
        var a = argument(flags: flags, userData: userData)
        while true {
            if faceplate_ioctl(fd, KernelConstants.drmIoctlModeAtomic, &a) == 0 { return 0 }
            let e = errno
            if e != EINTR && e != EAGAIN { return e }
        }
    }
}
