// Range reduction to [-pi/4, pi/4] with a two-part pi/2 (Cody-Waite), then
// Taylor polynomials accurate to about 1e-16 on that interval. Good for the
// angles sketches use (|x| up to ~1e6); not a replacement for a libm.
#include "common/trig.hpp"

#include <cmath>

namespace puru {
namespace {

constexpr double kHalfPiHigh = 1.57079632673412561417;   // pi/2 rounded to 33 bits
constexpr double kHalfPiLow = 6.07710050650619224932e-11; // pi/2 - kHalfPiHigh
constexpr double kTwoOverPi = 0.63661977236758134308;

double sinPoly(double x) {
    const double x2 = x * x;
    // x - x^3/3! + x^5/5! - ... up to x^17/17!, Horner form.
    double p = 1.0 / 355687428096000.0;
    p = p * x2 - 1.0 / 1307674368000.0;
    p = p * x2 + 1.0 / 6227020800.0;
    p = p * x2 - 1.0 / 39916800.0;
    p = p * x2 + 1.0 / 362880.0;
    p = p * x2 - 1.0 / 5040.0;
    p = p * x2 + 1.0 / 120.0;
    p = p * x2 - 1.0 / 6.0;
    return x + x * x2 * p;
}

double cosPoly(double x) {
    const double x2 = x * x;
    double p = 1.0 / 6402373705728000.0;
    p = p * x2 - 1.0 / 20922789888000.0;
    p = p * x2 + 1.0 / 87178291200.0;
    p = p * x2 - 1.0 / 479001600.0;
    p = p * x2 + 1.0 / 3628800.0;
    p = p * x2 - 1.0 / 40320.0;
    p = p * x2 + 1.0 / 720.0;
    p = p * x2 - 1.0 / 24.0;
    p = p * x2 + 0.5;
    return 1.0 - x2 * p;
}

// Returns the quadrant (0..3) and writes the reduced angle.
int reduce(double radians, double& reduced) {
    const double quarterTurns = std::nearbyint(radians * kTwoOverPi);
    // Past 2^52 quarter turns no fraction of a turn is left to find, and the
    // quadrant's cast would overflow: such an angle is taken as whole turns
    // (NaN and infinities give NaN).
    if (!(std::fabs(quarterTurns) < 0x1p52)) {
        reduced = 0.0 * radians;
        return 0;
    }
    reduced = (radians - quarterTurns * kHalfPiHigh) - quarterTurns * kHalfPiLow;
    return static_cast<int>(static_cast<long long>(quarterTurns) & 3);
}

// atan(u) for |u| <= tan(pi/8): halved once (atan u = 2 atan(u / (1 +
// sqrt(1 + u^2)))) to |h| < 0.2, where the Taylor series to h^25 is exact to
// about 1e-17.
double atanSmall(double u) {
    const double h = u / (1.0 + std::sqrt(1.0 + u * u));
    const double h2 = h * h;
    double p = 1.0 / 25.0;
    p = p * h2 - 1.0 / 23.0;
    p = p * h2 + 1.0 / 21.0;
    p = p * h2 - 1.0 / 19.0;
    p = p * h2 + 1.0 / 17.0;
    p = p * h2 - 1.0 / 15.0;
    p = p * h2 + 1.0 / 13.0;
    p = p * h2 - 1.0 / 11.0;
    p = p * h2 + 1.0 / 9.0;
    p = p * h2 - 1.0 / 7.0;
    p = p * h2 + 1.0 / 5.0;
    p = p * h2 - 1.0 / 3.0;
    return 2.0 * (h + h * h2 * p);
}

constexpr double kTanEighthPi = 0.41421356237309504880;

// atan(t) for t in [0, 1].
double atanUnit(double t) {
    if (t <= kTanEighthPi) return atanSmall(t);
    return kPi / 4.0 + atanSmall((t - 1.0) / (t + 1.0));
}

}  // namespace

double arctangent2(double y, double x) {
    const double ax = std::fabs(x), ay = std::fabs(y);
    if (ax == 0.0 && ay == 0.0) return 0.0;
    double angle = ay <= ax ? atanUnit(ay / ax) : kPi / 2.0 - atanUnit(ax / ay);
    if (x < 0.0) angle = kPi - angle;
    return y < 0.0 ? -angle : angle;
}

double sine(double radians) {
    double r = 0.0;
    switch (reduce(radians, r)) {
        case 0: return sinPoly(r);
        case 1: return cosPoly(r);
        case 2: return -sinPoly(r);
        default: return -cosPoly(r);
    }
}

double cosine(double radians) {
    double r = 0.0;
    switch (reduce(radians, r)) {
        case 0: return cosPoly(r);
        case 1: return -sinPoly(r);
        case 2: return -cosPoly(r);
        default: return sinPoly(r);
    }
}

}  // namespace puru
