#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for a program that has its own `main` (LLVM's FuzzerInterface.h): it
/// parses libFuzzer's options from `argv` and runs `callback` on each input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
