// libevdev and its uinput helpers: the tests make a real multi-touch device in the kernel (/dev/uinput)
// and drive libinput with it. Test-only; Faceplate itself reads devices through libinput.
#ifndef FACEPLATE_CEVDEV_SHIM_H
#define FACEPLATE_CEVDEV_SHIM_H
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>
#include <linux/input-event-codes.h>
#endif
