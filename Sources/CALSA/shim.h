// ALSA's PCM playback: where synthesized speech goes (a headset jack, a USB speaker; PipeWire's ALSA
// plug-in where present).
#ifndef FACEPLATE_CALSA_SHIM_H
#define FACEPLATE_CALSA_SHIM_H
#include <alsa/asoundlib.h>
#endif
