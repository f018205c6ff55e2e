#include "world/angle_joints.hpp"

#include "world/column_growth.hpp"
#include "common/trig.hpp"

namespace puru {

double jointAngle(const double* x, const double* y, std::uint32_t i, std::uint32_t j,
                  std::uint32_t k) {
    const double ux = x[i] - x[j], uy = y[i] - y[j];
    const double vx = x[k] - x[j], vy = y[k] - y[j];
    return arctangent2(ux * vy - uy * vx, ux * vx + uy * vy);
}

std::size_t AngleJoints::add(std::uint32_t end1, std::uint32_t joint, std::uint32_t end2,
                             double angle, double share) {
    reserveMore(1, i, j, k, target, stiffness);
    i.push_back(end1);
    j.push_back(joint);
    k.push_back(end2);
    target.push_back(angle);
    stiffness.push_back(share);
    return size() - 1;
}

void AngleJoints::relaxOnce(double* x, double* y, const double* mobility) const {
    for (std::size_t n = 0; n < size(); ++n) {
        const std::uint32_t a = i[n], b = j[n], c = k[n];
        const double ux = x[a] - x[b], uy = y[a] - y[b];
        const double vx = x[c] - x[b], vy = y[c] - y[b];
        const double uu = ux * ux + uy * uy, vv = vx * vx + vy * vy;
        if (uu == 0.0 || vv == 0.0) continue;  // an arm without a direction has no angle
        double error = arctangent2(ux * vy - uy * vx, ux * vx + uy * vy) - target[n];
        if (error > kPi) error -= 2.0 * kPi;  // the short way round
        if (error < -kPi) error += 2.0 * kPi;
        // The angle's gradient: each arm's end across its arm, 1 / length
        // strong; the joint the opposite of both.
        const double gax = uy / uu, gay = -ux / uu;
        const double gcx = -vy / vv, gcy = vx / vv;
        const double gbx = -(gax + gcx), gby = -(gay + gcy);
        const double wa = mobility[a], wb = mobility[b], wc = mobility[c];
        const double weight = wa * (1.0 / uu) + wb * (gbx * gbx + gby * gby) + wc * (1.0 / vv);
        if (weight == 0.0) continue;
        const double step = -error * stiffness[n] / weight;
        x[a] += step * wa * gax;
        y[a] += step * wa * gay;
        x[b] += step * wb * gbx;
        y[b] += step * wb * gby;
        x[c] += step * wc * gcx;
        y[c] += step * wc * gcy;
    }
}

}  // namespace puru
