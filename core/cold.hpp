// PURU_COLD marks a function that runs when something is built, or rarely
// (a point hitting a wall), in a file compiled for speed: it is compiled for
// size instead (clang's minsize; GCC's cold does much the same) and never
// copied into its callers, which keeps the wasm small.
#pragma once

#if defined(__clang__)
#define PURU_COLD __attribute__((minsize, noinline))
#else
#define PURU_COLD __attribute__((cold, noinline))
#endif
