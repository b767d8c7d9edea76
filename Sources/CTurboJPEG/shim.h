#ifndef FACEPLATE_CTURBOJPEG_SHIM_H
#define FACEPLATE_CTURBOJPEG_SHIM_H
// libjpeg reports errors through error_exit, which longjmps; a longjmp across Swift frames would skip
// their releases. TurboJPEG's API catches its own longjmps inside every call and returns -1 with a
// message (tjGetErrorStr2), so Swift only ever sees return codes.
#include <turbojpeg.h>
#endif
