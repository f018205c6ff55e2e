// What every scene a pointer can hold shares: grab, drag and release, written
// once. A scene derives from Grabbable<Scene> (it holds the Fingers) and gives
//   grabbedBody()     the points a pointer takes hold of (VerletParticles or PointMasses);
// and, if it needs them,
//   holdingChanged()  called after a grab or a release (Cloth refreshes mobility),
//   publicIndex(i)    the index the API reports for stored point i (Cloth stores
//                     points in its own order).
#pragma once

#include <cmath>

#include "common/fingers.hpp"

namespace puru {

template <class Scene>
class Grabbable {
public:
    // Takes hold of the nearest point within reach that no other finger
    // holds; its index, or -1 (also for a finger outside [0, kFingers)).
    int grab(double x, double y, int finger = 0) {
        if (!Fingers::valid(finger)) return -1;
        const int held = fingers_.grab(self().grabbedBody(), finger, x, y);
        self().holdingChanged();
        return held < 0 ? -1 : self().publicIndex(held);
    }
    // Moves the finger's held point's target; it gets there on the next step.
    void drag(double x, double y, int finger = 0) {
        if (Fingers::valid(finger)) fingers_[finger].drag(x, y);
    }
    // Lets go; the point keeps the motion of its last frame.
    void release(int finger = 0) {
        if (!Fingers::valid(finger)) return;
        fingers_[finger].release(self().grabbedBody());
        self().holdingChanged();
    }
    // Lets go with the velocity (vx, vy) px per frame; false (nothing done)
    // when not finite or not a finger.
    bool release(double vx, double vy, int finger = 0) {
        if (!std::isfinite(vx) || !std::isfinite(vy) || !Fingers::valid(finger)) return false;
        fingers_[finger].release(self().grabbedBody(), vx, vy);
        self().holdingChanged();
        return true;
    }

protected:
    void holdingChanged() {}
    int publicIndex(int stored) const { return stored; }

    Fingers fingers_;

private:
    Scene& self() { return static_cast<Scene&>(*this); }
};

}  // namespace puru
