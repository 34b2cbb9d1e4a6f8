#ifndef FORCELAB_FUZZ_DRIVER_H
#define FORCELAB_FUZZ_DRIVER_H
#include <stddef.h>
#include <stdint.h>
// SwiftPM names every executable's entry point itself (`--defsym main=<Target>_main`), so a
// fuzz target keeps its own main.swift: it hands its one-input function to
// fl_fuzz_run, which runs libFuzzer's loop (LLVMFuzzerRunDriver) with the command line.
// LLVMFuzzerTestOneInput is defined too (calling the same function), because
// -sanitize=fuzzer links libFuzzer's own main object, which refers to it.
typedef int (*fl_fuzz_body)(const uint8_t *data, size_t size);
int fl_fuzz_run(int argc, char **argv, fl_fuzz_body body);
#endif
