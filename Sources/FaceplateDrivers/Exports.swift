// The drivers throw ``SystemError`` and hand out ``FileDescriptor``s: whoever uses a driver uses these.
@_exported import FaceplateSystem
