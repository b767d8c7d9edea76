// json-c: board profiles (boards/*.json). The tokener API gives syntax errors with a position.
#ifndef FACEPLATE_CJSON_SHIM_H
#define FACEPLATE_CJSON_SHIM_H
#include <json.h>
#endif
