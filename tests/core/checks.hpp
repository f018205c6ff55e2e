// Small checks the Catch2 files share.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace puru::testing {

// Every coordinate of the scene's points() is finite.
template <class Scene>
bool allFinite(const Scene& scene) {
    for (std::size_t i = 0; i < 2 * scene.count(); ++i) {
        if (!std::isfinite(scene.points()[i])) return false;
    }
    return true;
}

// The same doubles to the bit (NaN equal to NaN, +0 unequal to -0).
inline bool sameBits(const std::vector<double>& a, const std::vector<double>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (std::signbit(a[i]) != std::signbit(b[i])) return false;
        if (!(a[i] == b[i]) && !(std::isnan(a[i]) && std::isnan(b[i]))) return false;
    }
    return true;
}

// Steps a World until it rests or `most` frames have passed; the frames taken.
template <class World>
int framesUntilRest(World& w, int most) {
    int frames = 0;
    for (; !w.resting() && frames < most; ++frames) w.step();
    return frames;
}

// Point i's place in a scene's points().
template <class Scene>
double px(const Scene& scene, long i) {
    return scene.points()[2 * i];
}
template <class Scene>
double py(const Scene& scene, long i) {
    return scene.points()[2 * i + 1];
}

// The deepest overlap of two disks of radius r among the first n points of
// xy ([x0, y0, ...]), in px: a sweep along x over the disks sorted by it.
inline double deepestOverlap(const double* xy, std::size_t n, double r) {
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [xy](std::size_t a, std::size_t b) { return xy[2 * a] < xy[2 * b]; });
    double deepest = 0.0;
    for (std::size_t s = 0; s < n; ++s) {
        const std::size_t a = order[s];
        for (std::size_t t = s + 1; t < n && xy[2 * order[t]] - xy[2 * a] < 2 * r; ++t) {
            const std::size_t b = order[t];
            const double dx = xy[2 * b] - xy[2 * a], dy = xy[2 * b + 1] - xy[2 * a + 1];
            if (std::fabs(dy) < 2 * r) deepest = std::fmax(deepest, 2 * r - std::sqrt(dx * dx + dy * dy));
        }
    }
    return deepest;
}

}  // namespace puru::testing
