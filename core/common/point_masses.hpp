// Point masses with an explicit velocity, for force-based parts (springs,
// pressure). Forces accumulate in fx, fy during a frame; integrate() turns
// them into velocity (unit mass, unit time step, as the soft-body post does)
// and clears them. A part that is all that pushes the points may instead add
// its forces to the velocities itself (PressureRing::addImpulses), and
// moveInside() moves them.
#pragma once

#include <cstddef>
#include <vector>

namespace puru {

class SnapshotFields;

struct PointMasses {
    std::vector<double> x, y;
    std::vector<double> vx, vy;
    std::vector<double> fx, fy;

    std::size_t size() const { return x.size(); }
    void state(SnapshotFields& fields);
    void reserve(std::size_t count);
    std::size_t add(double x, double y);

    // v = (v + f + a) * damp;  x += v;  f = 0.
    void integrate(double damp, double ax, double ay);

    // Keeps points inside [minX, maxX] x [minY, maxY]: a point past a wall is
    // put back on it and its velocity turned inward, scaled by bounce.
    void bounceInside(double minX, double minY, double maxX, double maxY, double bounce);

    // For velocities that this frame's forces were added to already, as by
    // PressureRing::addImpulses: v = (v + a) * damp;  x += v;  then
    // bounceInside() and interleave() into xy, in one trip through the
    // points. Returns what interleave() would (every coordinate finite and
    // sane). It ignores fx and fy: when any part adds forces there, use
    // integrate(), bounceInside() and interleave() instead.
    bool moveInside(double damp, double ax, double ay, double minX, double minY, double maxX,
                    double maxY, double bounce, std::vector<double>& xy);

private:
    void integrateOne(std::size_t i, double damp, double ax, double ay);
    void moveOne(std::size_t i, double damp, double ax, double ay);
    void bounceOne(std::size_t i, double minX, double minY, double maxX, double maxY, double bounce);
};

}  // namespace puru
