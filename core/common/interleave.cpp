#include "common/interleave.hpp"

namespace puru {

bool interleave(const double* x, const double* y, std::size_t n, double* out) {
    SanityWatch watch;
    std::size_t i = 0;
    for (; i + 1 < n; i += 2) interleaveTwo(out + 2 * i, simd::load(x + i), simd::load(y + i), watch);
    if (i < n) interleaveOne(out + 2 * i, x[i], y[i], watch);
    return watch.sane();
}

}  // namespace puru
