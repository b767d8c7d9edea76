// FriBidi: the Unicode bidirectional algorithm (libfribidi-dev).
// FRIBIDI_PAR_* and FRIBIDI_LEVEL_IS_RTL are macros built from other macros, which Swift does not
// import; the constants below carry their values (FriBidiParType is a uint32_t typedef).
#ifndef FACEPLATE_CFRIBIDI_SHIM_H
#define FACEPLATE_CFRIBIDI_SHIM_H
#include <fribidi.h>
static const FriBidiParType faceplate_fribidi_par_ltr = FRIBIDI_PAR_LTR;
static const FriBidiParType faceplate_fribidi_par_rtl = FRIBIDI_PAR_RTL;
static const FriBidiParType faceplate_fribidi_par_on = FRIBIDI_PAR_ON;
static const FriBidiParType faceplate_fribidi_par_wltr = FRIBIDI_PAR_WLTR;
static const FriBidiParType faceplate_fribidi_par_wrtl = FRIBIDI_PAR_WRTL;
#endif
