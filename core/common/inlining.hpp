// Where the compiler puts code: kept out of the hot loops, or kept apart.
//
// PURU_COLD marks a function that runs when something is built, or rarely
// (a point hitting a wall), or whose work is too small for its speed to
// show (the arm's few joints), in a file compiled for speed: it is compiled
// for size instead (clang's minsize; GCC's cold does much the same) and never
// copied into its callers, which keeps the wasm small.
#pragma once

#if defined(__clang__)
#define PURU_COLD __attribute__((minsize, noinline))
#else
#define PURU_COLD __attribute__((cold, noinline))
#endif

// PURU_PASS marks a hot loop over every point that a scene runs once a step,
// beside others: kept a function of its own rather than copied into the
// step, so that V8's register allocator meets one loop at a time (merged,
// the balloon's three passes spilled and ran 3-4% slower). Binaryen, which
// would merge a function that has one caller back, is told to leave large
// ones alone (bindings/CMakeLists.txt).
#define PURU_PASS __attribute__((noinline))
