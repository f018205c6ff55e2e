// Sine and cosine computed with + - * / only, so a scene gives the same bits
// natively (glibc) and in wasm (musl), whose std::sin may differ in the last bit.
#pragma once

namespace puru {

double sine(double radians);
double cosine(double radians);

constexpr double kPi = 3.14159265358979323846;

}  // namespace puru
