// fontconfig: resolves a family, style and language to font files (libfontconfig-dev).
// FC_FAMILY and friends are string macros, which Swift imports as constants; the shim only includes.
#ifndef FACEPLATE_CFONTCONFIG_SHIM_H
#define FACEPLATE_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
