// FreeType's public headers are reached through ft2build.h and macro-named include paths, which a
// module map cannot name directly; this shim does the two includes Swift needs.
#ifndef FACEPLATE_CFREETYPE_SHIM_H
#define FACEPLATE_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#endif
