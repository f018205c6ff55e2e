#include "common/interleave.hpp"

namespace puru {

bool interleave(const std::vector<double>& x, const std::vector<double>& y, std::vector<double>& out) {
    const std::size_t n = x.size();
    SanityWatch watch;
    std::size_t i = 0;
    for (; i + 1 < n; i += 2) interleaveTwo(&out[2 * i], simd::load(&x[i]), simd::load(&y[i]), watch);
    if (i < n) interleaveOne(&out[2 * i], x[i], y[i], watch);
    return watch.sane();
}

}  // namespace puru
