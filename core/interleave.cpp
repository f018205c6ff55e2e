#include "interleave.hpp"

namespace puru {

bool interleave(const std::vector<double>& x, const std::vector<double>& y, std::vector<double>& out) {
    const std::size_t n = x.size();
    SanityWatch watch;
    std::size_t i = 0;
    for (; i + 1 < n; i += 2) {
        const simd::F64x2 xs = simd::load(&x[i]);
        const simd::F64x2 ys = simd::load(&y[i]);
        simd::store(&out[2 * i], simd::lows(xs, ys));
        simd::store(&out[2 * i + 2], simd::highs(xs, ys));
        watch.see(xs);
        watch.see(ys);
    }
    if (i < n) {
        out[2 * i] = x[i];
        out[2 * i + 1] = y[i];
        watch.see(x[i]);
        watch.see(y[i]);
    }
    return watch.sane();
}

}  // namespace puru
