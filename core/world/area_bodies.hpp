// Pressure bodies for composed worlds: closed rings of points that keep their
// area near a target, as a position constraint (position-based dynamics)
// rather than the Balloon scene's force. The constraint is
//   C = |A| - target,  A = 1/2 sum(x_i y_i+1 - x_i+1 y_i)  (the shoelace)
// and each relaxation moves every point p of the ring along the gradient
// of A at p (half the perpendicular of the chord from its neighbour before to
// its neighbour after) by press * lambda * w_p, lambda the step that would
// remove C in one go, w_p the point's mobility. press in [0, 1] is the share
// of the error removed per relaxation; 0 turns the body off.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace puru {

// The unsigned shoelace area of the points ring[0 .. n - 1], px².
double ringArea(const double* x, const double* y, const std::uint32_t* ring, std::size_t n);

struct AreaBodies {
    std::vector<std::uint32_t> first, length;  // where each body's ring sits in rings
    std::vector<std::uint32_t> rings;          // every body's point indices, in ring order
    std::vector<double> target, press;

    std::size_t size() const { return first.size(); }
    // Adds a body (n >= 3 points, distinct for a sensible body; the caller
    // checks); returns its index.
    std::size_t add(const std::uint32_t* ring, std::size_t n, double targetArea, double share);
    double area(std::size_t body, const double* x, const double* y) const;
    // Relaxes every body once, in the order they were added.
    void relaxOnce(double* x, double* y, const double* mobility) const;
};

}  // namespace puru
