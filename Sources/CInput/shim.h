// libinput plus the kernel's evdev codes (EV_*, ABS_*, BTN_*, KEY_*), which evemu replay and the
// libinput backend both speak. Object-like macros import into Swift as constants.
#ifndef FACEPLATE_CINPUT_SHIM_H
#define FACEPLATE_CINPUT_SHIM_H
#include <libinput.h>
#include <linux/input-event-codes.h>
#endif
