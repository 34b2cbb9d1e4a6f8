#include "fuzz_driver.h"

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

static fl_fuzz_body current = 0;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    return current ? current(data, size) : 0;
}

int fl_fuzz_run(int argc, char **argv, fl_fuzz_body body) {
    current = body;
    return LLVMFuzzerRunDriver(&argc, &argv, body);
}
