// Sine, cosine and arctangent computed with + - * / only, so a scene gives the same bits
// natively (glibc) and in wasm (musl), whose std::sin may differ in the last bit.
#pragma once

namespace puru {

double sine(double radians);
double cosine(double radians);
// The angle of (x, y) from the +x axis, in (-pi, pi]; 0 for (0, 0).
double arctangent2(double y, double x);

constexpr double kPi = 3.14159265358979323846;
// The most a snapshot's angle may be: past 2^52 radians a double's step is
// a radian, so no fraction of a turn is left to speak of (sine and cosine
// take angles as whole turns only past 2^52 quarter turns).
constexpr double kMostAngle = 0x1p52;

}  // namespace puru
