// A point held by a pointer. A held Verlet point is pinned and put at the
// pointer at the start of every frame, its prev where it was a frame before,
// so on release it keeps the pointer's last motion as its velocity. A held
// point mass is put at the pointer after integration, its velocity set to the
// pointer's motion over the frame, with the same effect on release.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/point_masses.hpp"
#include "common/verlet_particles.hpp"

namespace puru {

class SnapshotFields;

// How close (CSS px) a pointer must be to a point to take hold of it: about a
// fingertip, so touch works as well as a mouse.
constexpr double kGrabReach = 32.0;

// A held point goes no further from the origin than this, in each axis, and
// is thrown no faster (px per frame): four times the largest canvas, so an
// absurd drag or throw from a script moves it far but cannot blow it up.
constexpr double kFarthestTarget = 65536.0;

// v kept within ±kFarthestTarget; NaN stays NaN (the JS API refuses it, or
// the scene diverges).
double withinReach(double v);
// Whether v is a coordinate a call may put something at: finite, within
// ±kFarthestTarget.
bool placeable(double v);

// Nearest of the n points to (qx, qy) within reach, skipping pinned ones
// (pinned may be null) and the takenCount indices in taken; -1 when there is none.
int nearestPoint(const double* x, const double* y, const std::uint8_t* pinned, std::size_t n,
                 double qx, double qy, double reach, const int* taken = nullptr, int takenCount = 0);

class Grab {
public:
    bool active() const { return index_ >= 0; }
    int index() const { return index_; }  // the held point, or -1
    double targetX() const { return targetX_; }  // where the pointer is
    double targetY() const { return targetY_; }

    int grab(VerletParticles& points, double x, double y);
    int grab(const PointMasses& masses, double x, double y, const int* taken = nullptr, int takenCount = 0);
    void drag(double x, double y);
    void release(VerletParticles& points);
    void release();
    void release(const PointMasses&) { release(); }
    // Lets go and gives the point the velocity (vx, vy) px per frame: a throw
    // measured by the caller (pointer events often come slower than frames).
    void release(VerletParticles& points, double vx, double vy);
    void release(PointMasses& masses, double vx, double vy);

    // Its fields in a snapshot: the held point one of `points`, or none.
    void state(SnapshotFields& fields, std::size_t points);

    // Verlet: call at the start of a frame, before integration.
    void hold(VerletParticles& points) const;
    // Point masses: call at the end of a frame, after integration.
    void hold(PointMasses& masses);

private:
    int index_ = -1;
    double targetX_ = 0.0;
    double targetY_ = 0.0;
    double heldX_ = 0.0;  // where a held point mass was put last frame
    double heldY_ = 0.0;
};

}  // namespace puru
