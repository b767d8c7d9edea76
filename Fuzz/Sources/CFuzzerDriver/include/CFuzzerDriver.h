// libFuzzer's entry for programs with their own main (libclang_rt.fuzzer_no_main): it parses libFuzzer's
// command-line options from argc/argv and runs `callback` on each input, like libFuzzer's own main.
#ifndef FACEPLATE_FUZZER_DRIVER_H
#define FACEPLATE_FUZZER_DRIVER_H
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
