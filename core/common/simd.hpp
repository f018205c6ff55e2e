// Two doubles worked on together: wasm SIMD lanes (f64x2) in a build with
// -msimd128, otherwise a pair of plain doubles. Each operation is one
// correctly rounded IEEE operation per lane (no fused multiply-add, no
// reordering), so both forms give the same bits and a kernel is written once.
// Only explicit intrinsics: the auto-vectorizer of clang 14 has miscompiled
// Verlet loops for wasm, so the build turns it off.
#pragma once

#include <cmath>

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

// Forced inline: the wrappers must vanish into the loops even in the
// size-optimized (-Oz) parts of the wasm build.
#define PURU_SIMD_INLINE inline __attribute__((always_inline))

namespace puru::simd {

#if defined(__wasm_simd128__)

struct F64x2 {
    v128_t v;
};

PURU_SIMD_INLINE F64x2 load(const double* p) { return {wasm_v128_load(p)}; }
PURU_SIMD_INLINE void store(double* p, F64x2 a) { wasm_v128_store(p, a.v); }
PURU_SIMD_INLINE F64x2 splat(double s) { return {wasm_f64x2_splat(s)}; }
PURU_SIMD_INLINE F64x2 operator+(F64x2 a, F64x2 b) { return {wasm_f64x2_add(a.v, b.v)}; }
PURU_SIMD_INLINE F64x2 operator-(F64x2 a, F64x2 b) { return {wasm_f64x2_sub(a.v, b.v)}; }
PURU_SIMD_INLINE F64x2 operator-(F64x2 a) { return {wasm_f64x2_neg(a.v)}; }
PURU_SIMD_INLINE F64x2 operator*(F64x2 a, F64x2 b) { return {wasm_f64x2_mul(a.v, b.v)}; }
PURU_SIMD_INLINE F64x2 operator/(F64x2 a, F64x2 b) { return {wasm_f64x2_div(a.v, b.v)}; }
PURU_SIMD_INLINE F64x2 sqrt(F64x2 a) { return {wasm_f64x2_sqrt(a.v)}; }
// a < b ? b : a and b < a ? b : a, lane by lane (wasm's pmax and pmin: one
// instruction each, unlike max and min).
PURU_SIMD_INLINE F64x2 pmax(F64x2 a, F64x2 b) { return {wasm_f64x2_pmax(a.v, b.v)}; }
PURU_SIMD_INLINE F64x2 pmin(F64x2 a, F64x2 b) { return {wasm_f64x2_pmin(a.v, b.v)}; }
// Per-lane truths: |a| <= limit (false for NaN), their and, and all of them.
struct Mask64x2 {
    v128_t v;
};
PURU_SIMD_INLINE Mask64x2 allLanes() { return {wasm_i64x2_splat(-1)}; }
PURU_SIMD_INLINE Mask64x2 withinMagnitude(F64x2 a, F64x2 limit) {
    return {wasm_f64x2_le(wasm_f64x2_abs(a.v), limit.v)};
}
PURU_SIMD_INLINE Mask64x2 operator&(Mask64x2 a, Mask64x2 b) { return {wasm_v128_and(a.v, b.v)}; }
PURU_SIMD_INLINE Mask64x2 operator|(Mask64x2 a, Mask64x2 b) { return {wasm_v128_or(a.v, b.v)}; }
PURU_SIMD_INLINE Mask64x2 noLanes() { return {wasm_i64x2_splat(0)}; }
PURU_SIMD_INLINE Mask64x2 greater(F64x2 a, F64x2 b) { return {wasm_f64x2_gt(a.v, b.v)}; }
PURU_SIMD_INLINE bool all(Mask64x2 a) { return wasm_i64x2_all_true(a.v); }
PURU_SIMD_INLINE bool any(Mask64x2 a) { return wasm_v128_any_true(a.v); }
// Lanes where a is zero, and per lane: mask ? a : b.
PURU_SIMD_INLINE Mask64x2 isZero(F64x2 a) { return {wasm_f64x2_eq(a.v, wasm_f64x2_splat(0.0))}; }
PURU_SIMD_INLINE F64x2 select(Mask64x2 mask, F64x2 a, F64x2 b) {
    return {wasm_v128_bitselect(a.v, b.v, mask.v)};
}
PURU_SIMD_INLINE double sumLanes(F64x2 a) {
    return wasm_f64x2_extract_lane(a.v, 0) + wasm_f64x2_extract_lane(a.v, 1);
}
// The larger lane, as pmax takes it (a NaN in the second lane is passed over).
PURU_SIMD_INLINE double largerLane(F64x2 a) {
    const double lo = wasm_f64x2_extract_lane(a.v, 0), hi = wasm_f64x2_extract_lane(a.v, 1);
    return lo < hi ? hi : lo;
}
PURU_SIMD_INLINE double smallerLane(F64x2 a) {
    const double lo = wasm_f64x2_extract_lane(a.v, 0), hi = wasm_f64x2_extract_lane(a.v, 1);
    return hi < lo ? hi : lo;
}
// True when a lane of a is below the lane of low or above that of high.
PURU_SIMD_INLINE bool anyOutside(F64x2 a, F64x2 low, F64x2 high) {
    return wasm_v128_any_true(wasm_v128_or(wasm_f64x2_lt(a.v, low.v), wasm_f64x2_gt(a.v, high.v)));
}
// True when every lane of x is within [lowX, highX] and every lane of y
// within [lowY, highY]: false for NaN, unlike !anyOutside.
PURU_SIMD_INLINE bool allInside(F64x2 x, F64x2 lowX, F64x2 highX, F64x2 y, F64x2 lowY, F64x2 highY) {
    const v128_t inX = wasm_v128_and(wasm_f64x2_ge(x.v, lowX.v), wasm_f64x2_le(x.v, highX.v));
    const v128_t inY = wasm_v128_and(wasm_f64x2_ge(y.v, lowY.v), wasm_f64x2_le(y.v, highY.v));
    return wasm_i64x2_all_true(wasm_v128_and(inX, inY));
}
// (a.lo, b.lo) and (a.hi, b.hi): pairs of neighbours split into lanes and back.
PURU_SIMD_INLINE F64x2 lows(F64x2 a, F64x2 b) { return {wasm_i64x2_shuffle(a.v, b.v, 0, 2)}; }
PURU_SIMD_INLINE F64x2 highs(F64x2 a, F64x2 b) { return {wasm_i64x2_shuffle(a.v, b.v, 1, 3)}; }
// p[i] and p[j] into lanes, and the lanes back out to them: gathers and
// scatters for links between any points.
PURU_SIMD_INLINE F64x2 gather(const double* p, unsigned i, unsigned j) {
    return {wasm_v128_load64_lane(p + j, wasm_v128_load64_zero(p + i), 1)};
}
PURU_SIMD_INLINE void scatter(double* p, unsigned i, unsigned j, F64x2 a) {
    wasm_v128_store64_lane(p + i, a.v, 0);
    wasm_v128_store64_lane(p + j, a.v, 1);
}

#else

struct F64x2 {
    double lo, hi;
};

PURU_SIMD_INLINE F64x2 load(const double* p) { return {p[0], p[1]}; }
PURU_SIMD_INLINE void store(double* p, F64x2 a) {
    p[0] = a.lo;
    p[1] = a.hi;
}
PURU_SIMD_INLINE F64x2 splat(double s) { return {s, s}; }
PURU_SIMD_INLINE F64x2 operator+(F64x2 a, F64x2 b) { return {a.lo + b.lo, a.hi + b.hi}; }
PURU_SIMD_INLINE F64x2 operator-(F64x2 a, F64x2 b) { return {a.lo - b.lo, a.hi - b.hi}; }
PURU_SIMD_INLINE F64x2 operator-(F64x2 a) { return {-a.lo, -a.hi}; }
PURU_SIMD_INLINE F64x2 operator*(F64x2 a, F64x2 b) { return {a.lo * b.lo, a.hi * b.hi}; }
PURU_SIMD_INLINE F64x2 operator/(F64x2 a, F64x2 b) { return {a.lo / b.lo, a.hi / b.hi}; }
PURU_SIMD_INLINE F64x2 sqrt(F64x2 a) { return {std::sqrt(a.lo), std::sqrt(a.hi)}; }
PURU_SIMD_INLINE F64x2 pmax(F64x2 a, F64x2 b) {
    return {a.lo < b.lo ? b.lo : a.lo, a.hi < b.hi ? b.hi : a.hi};
}
PURU_SIMD_INLINE F64x2 pmin(F64x2 a, F64x2 b) {
    return {b.lo < a.lo ? b.lo : a.lo, b.hi < a.hi ? b.hi : a.hi};
}
struct Mask64x2 {
    bool lo, hi;
};
PURU_SIMD_INLINE Mask64x2 allLanes() { return {true, true}; }
PURU_SIMD_INLINE Mask64x2 withinMagnitude(F64x2 a, F64x2 limit) {
    return {std::fabs(a.lo) <= limit.lo, std::fabs(a.hi) <= limit.hi};
}
PURU_SIMD_INLINE Mask64x2 operator&(Mask64x2 a, Mask64x2 b) { return {a.lo && b.lo, a.hi && b.hi}; }
PURU_SIMD_INLINE Mask64x2 operator|(Mask64x2 a, Mask64x2 b) { return {a.lo || b.lo, a.hi || b.hi}; }
PURU_SIMD_INLINE Mask64x2 noLanes() { return {false, false}; }
PURU_SIMD_INLINE Mask64x2 greater(F64x2 a, F64x2 b) { return {a.lo > b.lo, a.hi > b.hi}; }
PURU_SIMD_INLINE bool all(Mask64x2 a) { return a.lo && a.hi; }
PURU_SIMD_INLINE bool any(Mask64x2 a) { return a.lo || a.hi; }
PURU_SIMD_INLINE Mask64x2 isZero(F64x2 a) { return {a.lo == 0.0, a.hi == 0.0}; }
PURU_SIMD_INLINE F64x2 select(Mask64x2 mask, F64x2 a, F64x2 b) {
    return {mask.lo ? a.lo : b.lo, mask.hi ? a.hi : b.hi};
}
PURU_SIMD_INLINE double sumLanes(F64x2 a) { return a.lo + a.hi; }
PURU_SIMD_INLINE double largerLane(F64x2 a) { return a.lo < a.hi ? a.hi : a.lo; }
PURU_SIMD_INLINE double smallerLane(F64x2 a) { return a.hi < a.lo ? a.hi : a.lo; }
PURU_SIMD_INLINE bool anyOutside(F64x2 a, F64x2 low, F64x2 high) {
    return a.lo < low.lo || a.lo > high.lo || a.hi < low.hi || a.hi > high.hi;
}
PURU_SIMD_INLINE bool allInside(F64x2 x, F64x2 lowX, F64x2 highX, F64x2 y, F64x2 lowY, F64x2 highY) {
    const auto within = [](double a, double low, double high) { return a >= low && a <= high; };
    return within(x.lo, lowX.lo, highX.lo) && within(x.hi, lowX.hi, highX.hi) &&
           within(y.lo, lowY.lo, highY.lo) && within(y.hi, lowY.hi, highY.hi);
}
PURU_SIMD_INLINE F64x2 lows(F64x2 a, F64x2 b) { return {a.lo, b.lo}; }
PURU_SIMD_INLINE F64x2 highs(F64x2 a, F64x2 b) { return {a.hi, b.hi}; }
PURU_SIMD_INLINE F64x2 gather(const double* p, unsigned i, unsigned j) { return {p[i], p[j]}; }
PURU_SIMD_INLINE void scatter(double* p, unsigned i, unsigned j, F64x2 a) {
    p[i] = a.lo;
    p[j] = a.hi;
}

#endif

}  // namespace puru::simd
