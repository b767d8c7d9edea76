// libudev: libinput's udev backend needs a `struct udev` context for seat enumeration and hotplug.
#ifndef FACEPLATE_CUDEV_SHIM_H
#define FACEPLATE_CUDEV_SHIM_H
#include <libudev.h>
#endif
