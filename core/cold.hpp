// PURU_COLD marks a function that runs when something is built, not every
// frame, in a file compiled for speed: it is compiled for size instead
// (clang's minsize; GCC's cold does much the same), which keeps the wasm small.
#pragma once

#if defined(__clang__)
#define PURU_COLD __attribute__((minsize))
#else
#define PURU_COLD __attribute__((cold))
#endif
