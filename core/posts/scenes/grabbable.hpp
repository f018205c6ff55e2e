// What every scene a pointer can hold shares: grab, drag and release, written
// once. A scene derives from Grabbable<Scene> (it holds the Grab) and gives
//   grabbedBody()     the points a pointer takes hold of (VerletParticles or PointMasses);
// and, if it needs them,
//   holdingChanged()  called after a grab or a release (Cloth refreshes mobility),
//   publicIndex(i)    the index the API reports for stored point i (Cloth stores
//                     points in its own order).
#pragma once

#include <cmath>

#include "common/grab.hpp"

namespace puru {

template <class Scene>
class Grabbable {
public:
    // Takes hold of the nearest point within reach; its index, or -1.
    int grab(double x, double y) {
        const int held = grab_.grab(self().grabbedBody(), x, y);
        self().holdingChanged();
        return held < 0 ? -1 : self().publicIndex(held);
    }
    // Moves the held point's target; it gets there on the next step.
    void drag(double x, double y) { grab_.drag(x, y); }
    // Lets go; the point keeps the motion of its last frame.
    void release() {
        grab_.release(self().grabbedBody());
        self().holdingChanged();
    }
    // Lets go with the velocity (vx, vy) px per frame; false (nothing done) when not finite.
    bool release(double vx, double vy) {
        if (!std::isfinite(vx) || !std::isfinite(vy)) return false;
        grab_.release(self().grabbedBody(), vx, vy);
        self().holdingChanged();
        return true;
    }

protected:
    void holdingChanged() {}
    int publicIndex(int stored) const { return stored; }

    Grab grab_;

private:
    Scene& self() { return static_cast<Scene&>(*this); }
};

}  // namespace puru
