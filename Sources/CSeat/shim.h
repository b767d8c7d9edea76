// libseat: opens /dev/input/event* through seatd or logind, so Faceplate needs no 'input' group.
#ifndef FACEPLATE_CSEAT_SHIM_H
#define FACEPLATE_CSEAT_SHIM_H
#include <libseat.h>
#endif
