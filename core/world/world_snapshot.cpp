// A World's snapshot: what its build fixed is compared, what its steps
// change is restored (common/snapshot.hpp).
#include "world/world.hpp"

#include "common/inlining.hpp"
#include "common/snapshot.hpp"

namespace puru {
namespace {

// Folds arrays of plain numbers into one 64-bit value.
class Fingerprint {
public:
    template <class T>
    void add(const T* values, std::size_t n) {
        hash_ = (hash_ ^ snapshotChecksum(reinterpret_cast<const std::uint8_t*>(values), n * sizeof(T))) *
                0x9e3779b97f4a7c15ull;
    }
    template <class T>
    void add(T value) {
        add(&value, 1);
    }
    std::uint64_t value() const { return hash_; }

private:
    std::uint64_t hash_ = 0;
};

}  // namespace

PURU_COLD std::uint64_t World::buildFingerprint() const {
    Fingerprint f;
    const Options& o = options_;
    for (double v : {width_, height_, o.gravity, o.damping, o.material.friction, o.material.staticFriction,
                     o.material.restitution}) {
        f.add(v);
    }
    for (std::uint64_t v : {std::uint64_t(o.iter), std::uint64_t(o.walls), std::uint64_t(o.maxPoints),
                            std::uint64_t(o.maxLinks), std::uint64_t(o.substeps), std::uint64_t(o.maxContacts),
                            std::uint64_t(o.maxShapes), std::uint64_t(o.touchEvents)}) {
        f.add(v);
    }
    const std::size_t n = count(), links = linksAdded();
    f.add(mass_.data(), n);
    f.add(radius_.data(), n);
    f.add(group_.data(), n);
    f.add(solidLink_.data(), links);
    f.add(links_.allEnds(), 2 * links);
    f.add(links_.rests(), links);
    f.add(links_.stiffnesses(), links);
    f.add(links_.breakLengths(), links);
    f.add(angles_.i.data(), angles_.size());
    f.add(angles_.j.data(), angles_.size());
    f.add(angles_.k.data(), angles_.size());
    f.add(angles_.target.data(), angles_.size());
    f.add(angles_.stiffness.data(), angles_.size());
    f.add(bodies_.rings.data(), bodies_.rings.size());
    f.add(bodies_.first.data(), bodies_.size());
    f.add(bodies_.target.data(), bodies_.size());
    f.add(bodies_.press.data(), bodies_.size());
    for (std::size_t s = 0; s < shapes_.size(); ++s) {
        const RoundedPolygon& local = shapes_.localShape(s);
        f.add(std::uint64_t(local.corners));
        f.add(local.x, kMaxCorners);
        f.add(local.y, kMaxCorners);
        f.add(local.radius);
        const ShapeMaterial& m = shapes_.material(s);
        for (double v : {m.friction, m.staticFriction, m.restitution}) f.add(v);
    }
    return f.value();
}

PURU_COLD void World::state(SnapshotFields& fields) {
    fields.same(count(), "points");
    fields.same(linksAdded(), "links");
    fields.same(angleCount(), "angle joints");
    fields.same(bodyCount(), "pressure bodies");
    fields.same(shapeCount(), "shapes");
    fields.same(buildFingerprint(), "what was built");
    const bool diverged = fields.flag(diverged_, "diverged");
    fields.flag(resting_, "resting");
    fields.flag(sharesStale_, "stale shares");
    fields.require(fields.value(quietFrames_) >= 0, "still frames");
    points_.state(fields);
    fields.flags(userPinned_.data(), count(), "a pin");
    fields.shown(xy_.data(), 2 * count(), diverged);
    fingers_.state(fields, count());
    links_.state(fields);
    shapes_.state(fields);
    contacts_.state(fields, count());
    touches_.state(fields);
}

PURU_COLD void World::restored() {
    for (std::size_t i = 0; i < count(); ++i) invMass_[i] = points_.pinned[i] ? 0.0 : 1.0 / mass_[i];
    links_.restored(invMass_.data());
    const bool listStale = contacts_.stale();
    listSolidLinks();
    contacts_.restored(links_.ends(), linkCount(), count(), listStale);
    shapes_.restored();
    links_.forgetBroken();
    touches_.forget();
}

}  // namespace puru
