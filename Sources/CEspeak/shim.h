// espeak-ng: the speech synthesizer the screen reader speaks through (its voices cover en, de, fr, zh,
// ar and many more), used in its synchronous mode on FaceplateSpeech's own thread.
#ifndef FACEPLATE_CESPEAK_SHIM_H
#define FACEPLATE_CESPEAK_SHIM_H
#include <espeak-ng/speak_lib.h>
#endif
