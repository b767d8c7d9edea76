// HarfBuzz shapes runs of text on FreeType faces (libharfbuzz-dev; hb-ft.h is part of libharfbuzz).
// hb-ft.h needs FreeType's headers, reached through ft2build.h as CFreeType's shim does.
#ifndef FACEPLATE_CHARFBUZZ_SHIM_H
#define FACEPLATE_CHARFBUZZ_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
#endif
