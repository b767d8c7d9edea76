// libunibreak: UAX #14 line-break opportunities (libunibreak-dev).
#ifndef FACEPLATE_CUNIBREAK_SHIM_H
#define FACEPLATE_CUNIBREAK_SHIM_H
#include <stddef.h>
#include <linebreak.h>
#endif
