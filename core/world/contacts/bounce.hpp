// After a sub-step's relaxations, each contact that pushed takes its bounce
// (Box2D v3's separate restitution stage), by rewriting the positions a
// sub-step ago: a contact that met faster than kBounceSpeed px per frame
// separates at restitution times the speed it met with; any other separates
// at no speed at all, so that the push that undid an overlap does not
// become a velocity (a pile does not boil, a folding cloth does not pop).
#pragma once

namespace puru {

constexpr double kBounceSpeed = 0.5;

// How much the normal speed `now` must change (over both sides), or 0 for
// none: up to the bounce of a contact that met (`approach`, negative when
// closing) fast enough, and down to it (to rest, without one) for one that
// the relaxations left separating faster, so pushing never launches bodies.
inline double bounceChange(double approach, double now, double restitution, double bounceSpeed) {
    const double target = restitution > 0.0 && approach < -bounceSpeed ? -restitution * approach : 0.0;
    return now > target || target > 0.0 ? target - now : 0.0;
}

}  // namespace puru
