#include "world/shapes/static_shapes.hpp"

#include <cmath>

#include "common/grab.hpp"
#include "common/inlining.hpp"
#include "common/trig.hpp"
#include "common/snapshot.hpp"

namespace puru {

bool placeable(const ShapePose& pose) {
    return placeable(pose.x) && placeable(pose.y) && std::fabs(pose.angle) <= kFarthestTarget;
}

PURU_COLD void StaticShapes::reserve(RecordStore& store, std::size_t shapes) {
    local_.make(store, shapes);
    world_.make(store, shapes);
    from_.make(store, shapes);
    to_.make(store, shapes);
    now_.make(store, shapes);
    last_.make(store, shapes);
    material_.make(store, shapes);
    box_.make(store, 4 * shapes);
    alive_.make(store, shapes);
    movesNow_.make(store, shapes);
}

PURU_COLD std::size_t StaticShapes::add(const RoundedPolygon& local, const ShapePose& pose,
                                        const ShapeMaterial& material) {
    const std::size_t s = size_++;
    local_[s] = world_[s] = local;
    from_[s] = to_[s] = now_[s] = last_[s] = pose;
    material_[s] = material;
    alive_[s] = 1;
    movesNow_[s] = 0;
    place(s, pose);
    return s;
}

void StaticShapes::place(std::size_t s, const ShapePose& pose) {
    const double c = cosine(pose.angle), si = sine(pose.angle);
    world_[s] = placed(local_[s], c, si, pose.x, pose.y);
    const RoundedPolygon& shape = world_[s];
    double* box = &box_[4 * s];
    box[0] = box[2] = shape.x[0];
    box[1] = box[3] = shape.y[0];
    for (int i = 1; i < shape.corners; ++i) {
        box[0] = shape.x[i] < box[0] ? shape.x[i] : box[0];
        box[1] = shape.y[i] < box[1] ? shape.y[i] : box[1];
        box[2] = shape.x[i] > box[2] ? shape.x[i] : box[2];
        box[3] = shape.y[i] > box[3] ? shape.y[i] : box[3];
    }
    box[0] -= shape.radius;
    box[1] -= shape.radius;
    box[2] += shape.radius;
    box[3] += shape.radius;
    now_[s] = pose;
}

void StaticShapes::move(std::size_t s, const ShapePose& pose) {
    const bool was = from_[s].x != to_[s].x || from_[s].y != to_[s].y || from_[s].angle != to_[s].angle;
    to_[s] = pose;
    const bool is = from_[s].x != pose.x || from_[s].y != pose.y || from_[s].angle != pose.angle;
    if (is && !was) ++moving_;
    if (!is && was) --moving_;
}

void StaticShapes::remove(std::size_t s) {
    move(s, from_[s]);
    alive_[s] = 0;
}

void StaticShapes::placeAt(int k, int n) {
    const double f = static_cast<double>(k) / static_cast<double>(n);
    for (std::size_t s = 0; s < size(); ++s) {
        const ShapePose& a = from_[s];
        const ShapePose& b = to_[s];
        movesNow_[s] = a.x != b.x || a.y != b.y || a.angle != b.angle;
        if (!movesNow_[s]) continue;
        last_[s] = now_[s];
        place(s, k == n ? b
                        : ShapePose{a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f,
                                    a.angle + (b.angle - a.angle) * f});
    }
}

void StaticShapes::settle() {
    for (std::size_t s = 0; s < size(); ++s) {
        from_[s] = to_[s];
        movesNow_[s] = 0;
    }
    moving_ = 0;
}

void StaticShapes::before(std::size_t s, double x, double y, double& bx, double& by) const {
    const ShapePose& now = now_[s];
    const ShapePose& last = last_[s];
    // Into the shape's own frame at its pose now, out at its pose before.
    const double c = cosine(now.angle), si = sine(now.angle);
    const double lx = c * (x - now.x) + si * (y - now.y), ly = -si * (x - now.x) + c * (y - now.y);
    const double lc = cosine(last.angle), ls = sine(last.angle);
    bx = lc * lx - ls * ly + last.x;
    by = ls * lx + lc * ly + last.y;
}

PURU_COLD void StaticShapes::state(SnapshotFields& fields) {
    // A hostile snapshot's pose would reach the trigonometry unchecked.
    for (Records<ShapePose>* poses : {&from_, &to_, &now_, &last_}) {
        fields.records(poses->data(), size_, "a shape's pose", [](const ShapePose& pose) { return placeable(pose); });
    }
    fields.flags(alive_.data(), size_, "a shape");
    fields.flags(movesNow_.data(), size_, "a shape");
}

PURU_COLD void StaticShapes::restored() {
    moving_ = 0;
    for (std::size_t s = 0; s < size_; ++s) {
        const ShapePose& a = from_[s];
        const ShapePose& b = to_[s];
        if (a.x != b.x || a.y != b.y || a.angle != b.angle) ++moving_;
        place(s, now_[s]);
    }
}

}  // namespace puru
