// Small checks the Catch2 files share.
#pragma once

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

}  // namespace puru::testing
