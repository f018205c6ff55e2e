// libFuzzer harness: every scene, made from random sizes and options and
// driven by random sequences of step, grab, drag, release, setTarget, poke,
// set, setOption and the Cloth's cut, and a World built and driven by random
// calls (points, links, joints, bodies, pins, grabs, indices in and out of
// range), with NaN, infinities, huge, tiny and negative numbers among the
// inputs. Under AddressSanitizer and UndefinedBehaviorSanitizer a
// crash, an out-of-bounds access or undefined behaviour is a finding; so is
// a non-finite point in a scene that does not say it diverged.
// Built and run by scripts/fuzz.sh.
#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <stdexcept>

#include "common/snapshot.hpp"
#include "posts/scenes/arm.hpp"
#include "posts/scenes/balloon.hpp"
#include "posts/scenes/chain.hpp"
#include "posts/scenes/cloth.hpp"
#include "posts/scenes/euler_chain.hpp"
#include "posts/scenes/falling_point.hpp"
#include "posts/scenes/jiggle.hpp"
#include "posts/scenes/spring.hpp"
#include "world/world.hpp"

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

double anyNumber(FuzzedDataProvider& in) {
    static const double kTricky[] = {0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 3.0, 10.0, 360.0, 640.0,
                                     1000.0, 1001.0, 16384.0, 16385.0, 1e6, 1048577.0, 65537.0,
                                     1e-300, 5e-324, -1e-9, 1e300, 1e308,
                                     std::numeric_limits<double>::max(), kInf, -kInf,
                                     std::numeric_limits<double>::quiet_NaN()};
    switch (in.ConsumeIntegralInRange(0, 3)) {
        case 0: return in.PickValueInArray(kTricky);
        case 1: return in.ConsumeFloatingPoint<double>();
        case 2: return in.ConsumeFloatingPointInRange(-100.0, 800.0);
        default: return static_cast<double>(in.ConsumeIntegralInRange(-5, 2000));
    }
}

// A finger, now and then one that is none (-1, kFingers).
int anyFinger(FuzzedDataProvider& in) { return in.ConsumeIntegralInRange(-1, puru::kFingers); }

// Keeps the work of one input small: a fuzzer explores by running fast.
template <class Options>
void keepCheap(Options& o) {
    if constexpr (std::is_same_v<Options, puru::ChainOptions>) {
        o.n = std::min(o.n, 200);
        o.iter = std::min(o.iter, 20);
    } else if constexpr (std::is_same_v<Options, puru::BalloonOptions>) {
        o.count = std::min(o.count, 200);
    } else if constexpr (std::is_same_v<Options, puru::ClothOptions>) {
        o.cols = std::min(o.cols, 40);
        o.rows = std::min(o.rows, 40);
        o.iter = std::min(o.iter, 10);
    } else if constexpr (std::is_same_v<Options, puru::ArmOptions>) {
        o.segments = std::min(o.segments, 50);
        o.iter = std::min(o.iter, 20);
    }
}

template <class Scene>
bool finiteOrDiverged(const Scene& scene) {
    if (scene.diverged()) return true;
    for (std::size_t i = 0; i < 2 * scene.count(); ++i) {
        if (!std::isfinite(scene.points()[i])) return false;
    }
    return true;
}

// The scene's own snapshot with bytes altered, cut or lengthened, the
// checksum made to fit or not: restored or refused, never a crash, and a
// refusal changes nothing.
template <class Scene>
void restoreHostile(FuzzedDataProvider& in, Scene& scene) {
    std::vector<std::uint8_t> bytes = puru::takeSnapshot(scene);
    for (int k = in.ConsumeIntegralInRange(0, 4); k > 0; --k) {
        bytes[in.ConsumeIntegralInRange<std::size_t>(0, bytes.size() - 1)] = in.ConsumeIntegral<std::uint8_t>();
    }
    if (in.ConsumeBool()) bytes.resize(in.ConsumeIntegralInRange<std::size_t>(0, bytes.size() + 16));
    if (in.ConsumeBool() && bytes.size() >= 8) {
        const std::uint64_t sum = puru::snapshotChecksum(bytes.data(), bytes.size() - 8);
        std::memcpy(bytes.data() + bytes.size() - 8, &sum, 8);
    }
    const std::vector<std::uint8_t> before = puru::takeSnapshot(scene);
    if (!puru::restoreSnapshot(scene, bytes.data(), bytes.size()).empty() && puru::takeSnapshot(scene) != before) {
        std::abort();
    }
}

// A live option a call set anywhere in its range (setOption, set, a
// restore: iter up to 1000) brought back within keepCheap's bounds, so a
// run stays within the timeout.
template <class Scene>
void keepLiveCheap(Scene& scene) {
    auto cheap = scene.options();
    keepCheap(cheap);
    for (int k = 0; k < puru::optionTable<Scene>().count; ++k) {
        const double value = puru::optionAt<Scene>(cheap, k);
        if (value != puru::optionAt<Scene>(scene.options(), k)) scene.setOption(k, value);
    }
}

template <class Scene>
void drive(FuzzedDataProvider& in) {
    const double width = in.ConsumeBool() ? 640.0 : anyNumber(in);
    const double height = in.ConsumeBool() ? 360.0 : anyNumber(in);
    auto options = Scene::defaults(std::isfinite(width) ? width : 640.0, std::isfinite(height) ? height : 360.0);
    puru::forEachOption<Scene>(options, [&](const puru::OptionSpec&, auto& field) {
        if (!in.ConsumeBool()) return;
        if constexpr (std::is_same_v<std::remove_reference_t<decltype(field)>, int>) {
            field = in.ConsumeIntegral<int>();
        } else {
            field = anyNumber(in);
        }
    });
    if (!Scene::validate(width, height, options).empty()) return;  // refused, as it must be
    keepCheap(options);
    if (!Scene::validate(width, height, options).empty()) return;
    Scene scene(width, height, options);
    const int optionCount = puru::optionTable<Scene>().count;
    for (int op = 0; op < 64 && in.remaining_bytes() > 0; ++op) {
        switch (in.ConsumeIntegralInRange(0, 9)) {
            case 0: scene.step(); break;
            case 1:
                for (int k = in.ConsumeIntegralInRange(1, 30); k > 0; --k) scene.step();
                break;
            case 2:
                scene.setOption(in.ConsumeIntegralInRange(-1, optionCount), anyNumber(in));
                keepLiveCheap(scene);
                break;
            case 3:
                scene.set(in.ConsumeRandomLengthString(12), anyNumber(in));
                keepLiveCheap(scene);
                break;
            case 4:
                restoreHostile(in, scene);
                keepLiveCheap(scene);
                break;
            default:
                if constexpr (std::is_same_v<Scene, puru::Arm>) {
                    scene.setTarget(anyNumber(in), anyNumber(in));
                } else if constexpr (std::is_same_v<Scene, puru::Jiggle>) {
                    scene.poke(anyNumber(in), anyNumber(in), anyNumber(in), anyNumber(in));
                } else if constexpr (std::is_same_v<Scene, puru::Spring>) {
                    scene.set(anyNumber(in), anyNumber(in));
                } else if (std::is_same_v<Scene, puru::Cloth> && in.ConsumeBool()) {
                    if constexpr (std::is_same_v<Scene, puru::Cloth>) {
                        scene.cut(anyNumber(in), anyNumber(in), anyNumber(in), anyNumber(in));
                        if (scene.linkCount() > scene.links().count()) std::abort();
                    }
                } else if constexpr (!std::is_same_v<Scene, puru::EulerChain>) {
                    const int finger = anyFinger(in);
                    switch (in.ConsumeIntegralInRange(0, 3)) {
                        case 0: scene.grab(anyNumber(in), anyNumber(in), finger); break;
                        case 1: scene.drag(anyNumber(in), anyNumber(in), finger); break;
                        case 2: scene.release(finger); break;
                        default: scene.release(anyNumber(in), anyNumber(in), finger); break;
                    }
                }
                break;
        }
        if (!finiteOrDiverged(scene)) std::abort();
    }
}

// Any index, mostly valid ones.
long anyIndex(FuzzedDataProvider& in, std::size_t count) {
    if (in.ConsumeIntegralInRange(0, 9) == 0) return in.ConsumeIntegralInRange<long>(-3, 1000);
    return count == 0 ? 0 : in.ConsumeIntegralInRange<long>(0, static_cast<long>(count) - 1);
}

// A World as JS can make one (its options are checked in JS), then any calls.
void driveWorld(FuzzedDataProvider& in) {
    puru::World::Options options;
    options.gravity = in.ConsumeFloatingPointInRange(-1000.0, 1000.0);
    options.iter = in.ConsumeIntegralInRange(1, 20);
    options.damping = in.ConsumeFloatingPointInRange(0.0, 1.0);
    options.walls = in.ConsumeBool();
    options.maxPoints = in.ConsumeIntegralInRange<std::size_t>(1, 200);
    options.maxLinks = in.ConsumeIntegralInRange<std::size_t>(0, 800);
    options.substeps = in.ConsumeIntegralInRange(1, 8);
    options.material.friction = in.ConsumeFloatingPointInRange(0.0, 2.0);
    options.material.staticFriction = options.material.friction + in.ConsumeFloatingPointInRange(0.0, 2.0);
    options.material.restitution = in.ConsumeFloatingPointInRange(0.0, 1.0);
    options.maxContacts = in.ConsumeIntegralInRange<std::size_t>(0, 1200);
    options.maxShapes = in.ConsumeIntegralInRange<std::size_t>(0, 12);
    options.touchEvents = in.ConsumeBool();
    puru::World world(in.ConsumeFloatingPointInRange(1.0, 16384.0), in.ConsumeFloatingPointInRange(1.0, 16384.0),
                      options);
    std::uint32_t ring[64];
    double corners[2 * puru::kMaxCorners + 2];
    for (int op = 0; op < 96 && in.remaining_bytes() > 0; ++op) {
        const std::size_t n = world.count();
        switch (in.ConsumeIntegralInRange(0, 15)) {
            case 0: world.addPoint(anyNumber(in), anyNumber(in)); break;
            case 1:
                world.addPoint(anyNumber(in), anyNumber(in),
                               {anyNumber(in), anyNumber(in), in.ConsumeIntegralInRange<std::uint32_t>(0, 3)});
                break;
            case 2:
                world.link(anyIndex(in, n), anyIndex(in, n), anyNumber(in), anyNumber(in), in.ConsumeBool(),
                           in.ConsumeBool() ? anyNumber(in) : puru::LinkSets::kNeverBreaks);
                break;
            case 13: world.cut(anyNumber(in), anyNumber(in), anyNumber(in), anyNumber(in)); break;
            case 14: restoreHostile(in, world); break;
            case 10: {
                const std::size_t count = in.ConsumeIntegralInRange<std::size_t>(0, puru::kMaxCorners + 1);
                for (std::size_t k = 0; k < 2 * count; ++k) corners[k] = anyNumber(in);
                world.addShape(corners, count, anyNumber(in), {anyNumber(in), anyNumber(in), anyNumber(in)},
                               {anyNumber(in), anyNumber(in), anyNumber(in)});
                break;
            }
            case 11:
                world.moveShape(anyIndex(in, world.shapeCount()), {anyNumber(in), anyNumber(in), anyNumber(in)});
                break;
            case 12: world.removeShape(anyIndex(in, world.shapeCount())); break;
            case 3:
                world.angle(anyIndex(in, n), anyIndex(in, n), anyIndex(in, n),
                            in.ConsumeBool() ? puru::kAngleNow : anyNumber(in), anyNumber(in));
                break;
            case 4: {
                const std::size_t length = in.ConsumeIntegralInRange<std::size_t>(0, 64);
                for (std::size_t p = 0; p < length; ++p) ring[p] = static_cast<std::uint32_t>(anyIndex(in, n));
                world.pressure(ring, length, anyNumber(in), anyNumber(in));
                break;
            }
            case 5: world.area(anyIndex(in, world.bodyCount())); break;
            case 6: world.pin(anyIndex(in, n)); break;
            case 7: world.pin(anyIndex(in, n), anyNumber(in), anyNumber(in)); break;
            case 8: world.unpin(anyIndex(in, n)); break;
            case 9: {
                const int finger = anyFinger(in);
                switch (in.ConsumeIntegralInRange(0, 3)) {
                    case 0: world.grab(anyNumber(in), anyNumber(in), finger); break;
                    case 1: world.drag(anyNumber(in), anyNumber(in), finger); break;
                    case 2: world.release(finger); break;
                    default: world.release(anyNumber(in), anyNumber(in), finger); break;
                }
                break;
            }
            default:
                for (int k = in.ConsumeIntegralInRange(1, 20); k > 0; --k) world.step();
                break;
        }
        if (!finiteOrDiverged(world)) std::abort();
        if (world.linkCount() > world.linksAdded()) std::abort();
        for (std::size_t k = 0; k < 2 * world.linkCount(); ++k) {
            if (world.links()[k] >= world.count()) std::abort();
        }
        // Every event names points, shapes and links the world has.
        using puru::TouchEvents;
        for (auto list : {TouchEvents::kDisksBegan, TouchEvents::kDisksEnded, TouchEvents::kShapesBegan,
                          TouchEvents::kShapesEnded}) {
            const bool shapes = list == TouchEvents::kShapesBegan || list == TouchEvents::kShapesEnded;
            const std::uint32_t* pairs = world.touches().list(list);
            if (world.touches().length(list) > 2 * world.options().maxContacts) std::abort();
            for (std::size_t k = 0; k < world.touches().length(list); k += 2) {
                if (pairs[k] >= world.count() || pairs[k + 1] >= (shapes ? world.shapeCount() : world.count())) {
                    std::abort();
                }
                if (!shapes && pairs[k] >= pairs[k + 1]) std::abort();
            }
        }
        for (std::size_t k = 0; k < world.brokenLinkCount(); ++k) {
            if (world.brokenLinks()[k] >= world.linksAdded()) std::abort();
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzedDataProvider in(data, size);
    switch (in.ConsumeIntegralInRange(0, 8)) {
        case 0: drive<puru::FallingPoint>(in); break;
        case 1: drive<puru::Chain>(in); break;
        case 2: drive<puru::EulerChain>(in); break;
        case 3: drive<puru::Balloon>(in); break;
        case 4: drive<puru::Cloth>(in); break;
        case 5: drive<puru::Arm>(in); break;
        case 6: drive<puru::Spring>(in); break;
        case 7: drive<puru::Jiggle>(in); break;
        default: driveWorld(in); break;
    }
    return 0;
}
