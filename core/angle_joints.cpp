#include "angle_joints.hpp"

#include "trig.hpp"

namespace puru {
namespace {

// Turns the arm from (cx, cy) to point p by the angle whose cosine and sine are given.
void turn(double* x, double* y, std::uint32_t p, double cx, double cy, double c, double s) {
    const double ux = x[p] - cx, uy = y[p] - cy;
    x[p] = cx + (ux * c - uy * s);
    y[p] = cy + (ux * s + uy * c);
}

}  // namespace

double jointAngle(const double* x, const double* y, std::uint32_t i, std::uint32_t j,
                  std::uint32_t k) {
    const double ux = x[i] - x[j], uy = y[i] - y[j];
    const double vx = x[k] - x[j], vy = y[k] - y[j];
    return arctangent2(ux * vy - uy * vx, ux * vx + uy * vy);
}

std::size_t AngleJoints::add(std::uint32_t end1, std::uint32_t joint, std::uint32_t end2,
                             double angle, double share) {
    i.push_back(end1);
    j.push_back(joint);
    k.push_back(end2);
    target.push_back(angle);
    stiffness.push_back(share);
    return size() - 1;
}

void AngleJoints::relaxOnce(double* x, double* y, const double* mobility) const {
    for (std::size_t n = 0; n < size(); ++n) {
        const double wi = mobility[i[n]], wk = mobility[k[n]];
        if (wi + wk == 0.0) continue;
        double error = jointAngle(x, y, i[n], j[n], k[n]) - target[n];
        if (error > kPi) error -= 2.0 * kPi;  // the short way round
        if (error < -kPi) error += 2.0 * kPi;
        const double correction = error * stiffness[n] / (wi + wk);
        // Turning arm i by +a closes the angle by a; turning arm k by +a opens it.
        const double cx = x[j[n]], cy = y[j[n]];
        if (wi > 0.0) {
            const double a = correction * wi;
            turn(x, y, i[n], cx, cy, cosine(a), sine(a));
        }
        if (wk > 0.0) {
            const double a = -correction * wk;
            turn(x, y, k[n], cx, cy, cosine(a), sine(a));
        }
    }
}

}  // namespace puru
