// Snapshots: a restored scene steps on exactly as the original did, in the
// same object or in a fresh one made the same way; a bad snapshot is refused
// and leaves the scene as it was.
#include <catch2/catch.hpp>

#include <cstring>
#include <memory>
#include <vector>

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

using Bytes = std::vector<std::uint8_t>;

template <class Scene>
std::vector<double> pointsOf(const Scene& scene) {
    return std::vector<double>(scene.points(), scene.points() + 2 * scene.count());
}

// Bit for bit, NaN included.
bool sameBits(const std::vector<double>& a, const std::vector<double>& b) {
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0;
}

template <class Scene>
std::vector<double> trail(Scene& scene, int frames) {
    std::vector<double> out;
    for (int f = 0; f < frames; ++f) {
        scene.step();
        const std::vector<double> now = pointsOf(scene);
        out.insert(out.end(), now.begin(), now.end());
    }
    return out;
}

// Runs `stir` on a fresh scene from make(), snapshots it, and checks that its
// next 90 frames are those of the same scene restored, and of another fresh
// one, whose own snapshot is then the same bytes.
template <class Make, class Stir>
void checkContinuation(Make make, Stir stir) {
    auto original = make();
    stir(*original);
    const Bytes snap = puru::takeSnapshot(*original);
    const std::vector<double> ahead = trail(*original, 90);

    REQUIRE(puru::restoreSnapshot(*original, snap.data(), snap.size()).empty());
    CHECK(sameBits(trail(*original, 90), ahead));

    auto fresh = make();
    REQUIRE(puru::restoreSnapshot(*fresh, snap.data(), snap.size()).empty());
    // Every value the snapshot holds was stored: taken again, it is the same.
    CHECK(puru::takeSnapshot(*fresh) == snap);
    CHECK(sameBits(trail(*fresh, 90), ahead));
}

template <class Scene>
std::unique_ptr<Scene> made(typename Scene::Options options = Scene::defaults(360, 360)) {
    return std::make_unique<Scene>(360, 360, options);
}

// A world with every part: disks (one held), a breakable and a solid link, an
// angle joint, a pressure body, a pin and a shape on its way.
std::unique_ptr<puru::World> busyWorld(int substeps = 2) {
    puru::World::Options options;
    options.substeps = substeps;
    options.material.friction = 0.2;
    auto w = std::make_unique<puru::World>(400, 300, options);
    for (int i = 0; i < 120; ++i) {
        w->addPoint(40.0 + (i % 15) * 21.0 + (i / 15) % 2 * 5.0, 30.0 + (i / 15) * 19.0, {8.0, 1.0 + i % 3, 0});
    }
    w->link(0, 1, -1.0, 1.0, false, 1.05);
    w->link(3, 4, -1.0, 0.8, true);
    w->angle(16, 17, 18, puru::kAngleNow, 0.5);
    const std::uint32_t ring[] = {30, 31, 46, 45};
    w->pressure(ring, 4, -1.0, 0.5);
    w->pin(60);
    const double box[] = {-30, -8, 30, -8, 30, 8, -30, 8};
    w->addShape(box, 4, 2.0, {200.0, 260.0, 0.1}, puru::ShapeMaterial{});
    return w;
}

// A hostile snapshot's checksum made to fit, so that what is inside is judged.
void fitChecksum(Bytes& snap) {
    const std::uint64_t sum = puru::snapshotChecksum(snap.data(), snap.size() - 8);
    std::memcpy(snap.data() + snap.size() - 8, &sum, 8);
}

// The snapshot with every 8 bytes that hold `was` (past the header) made to
// hold `now`, its checksum fitted; `found` says how many places held it.
Bytes withDoubleChanged(const Bytes& snap, double was, double now, int& found) {
    Bytes changed = snap;
    found = 0;
    for (std::size_t at = 12; at + 16 <= changed.size(); ++at) {
        if (std::memcmp(changed.data() + at, &was, 8) != 0) continue;
        std::memcpy(changed.data() + at, &now, 8);
        ++found;
    }
    fitChecksum(changed);
    return changed;
}

void stirWorld(puru::World& w) {
    w.grab(40.0, 30.0);
    for (int f = 0; f < 40; ++f) {
        w.drag(40.0 + 3.0 * f, 30.0 + f);
        w.moveShape(0, {200.0 + 2.0 * f, 260.0 - f, 0.1 + 0.02 * f});
        w.step();
    }
}

}  // namespace

TEST_CASE("every post's scene steps on from a snapshot exactly as the original did", "[snapshot]") {
    checkContinuation([] { return made<puru::Chain>(); }, [](puru::Chain& s) {
        s.set("gravity", 0.8);
        s.grab(s.points()[10], s.points()[11]);
        s.drag(40.0, 200.0);
        for (int f = 0; f < 30; ++f) s.step();
    });
    checkContinuation([] { return made<puru::EulerChain>(); }, [](puru::EulerChain& s) {
        for (int f = 0; f < 30; ++f) s.step();
    });
    puru::Cloth::Options tearing = puru::Cloth::defaults(360, 360);
    tearing.tear = 1.6;
    checkContinuation([&] { return made<puru::Cloth>(tearing); }, [](puru::Cloth& s) {
        s.grab(s.points()[40], s.points()[41]);
        s.drag(10.0, 340.0);
        for (int f = 0; f < 30; ++f) s.step();
        s.cut(150.0, 0.0, 160.0, 360.0);
        REQUIRE(s.linkCount() < s.links().count());
    });
    checkContinuation([] { return made<puru::Balloon>(); }, [](puru::Balloon& s) {
        s.set("press", 1.5);
        s.grab(s.points()[0], s.points()[1]);
        s.drag(300.0, 40.0);
        for (int f = 0; f < 30; ++f) s.step();
    });
    checkContinuation([] { return made<puru::Arm>(); }, [](puru::Arm& s) {
        s.setTarget(30.0, 60.0);
        s.step();
        s.set("iter", 2);
    });
    checkContinuation([] { return made<puru::Spring>(); }, [](puru::Spring& s) {
        for (int f = 0; f < 7; ++f) s.step();
        s.set("k", 100.0);
    });
    checkContinuation([] { return made<puru::Jiggle>(); }, [](puru::Jiggle& s) {
        s.poke(0.2, -0.1, 3.0, 1.0);
        for (int f = 0; f < 5; ++f) s.step();
    });
    checkContinuation([] { return made<puru::FallingPoint>(); }, [](puru::FallingPoint& s) {
        for (int f = 0; f < 20; ++f) s.step();
        s.set("bounce", 0.5);
    });
}

TEST_CASE("a World steps on from a snapshot exactly, held, pinned, torn, moving and resting", "[snapshot][world]") {
    for (int substeps : {1, 3}) {
        checkContinuation([=] { return busyWorld(substeps); }, stirWorld);
    }
    // A settling pile keeps its list of pairs over frames: the list is restored.
    checkContinuation([] { return busyWorld(1); }, [](puru::World& w) {
        for (int f = 0; f < 30; ++f) w.step();
        std::size_t lists = 0;
        do {
            lists = w.contactLists();
            w.step();
        } while (w.contactLists() != lists && !w.resting());
        REQUIRE_FALSE(w.resting());
        REQUIRE(w.contactCount() > 100);
    });
    // A snapshot taken at rest restores the rest (and a cut link stays cut).
    checkContinuation([] { return busyWorld(); }, [](puru::World& w) {
        w.cut(0.0, 100.0, 400.0, 100.5);
        for (int f = 0; f < 2000 && !w.resting(); ++f) w.step();
        REQUIRE(w.resting());
    });
    auto w = busyWorld();
    stirWorld(*w);
    const Bytes held = puru::takeSnapshot(*w);
    auto fresh = busyWorld();
    REQUIRE(puru::restoreSnapshot(*fresh, held.data(), held.size()).empty());
    CHECK(fresh->linkCount() == w->linkCount());
    CHECK(fresh->resting() == w->resting());
    CHECK(fresh->shapePose(0).x == w->shapePose(0).x);
    CHECK(sameBits(pointsOf(*fresh), pointsOf(*w)));
}

TEST_CASE("taking snapshots does not change what follows", "[snapshot][world]") {
    auto watched = busyWorld();
    auto alone = busyWorld();
    Bytes snap;
    for (int f = 0; f < 120; ++f) {
        puru::takeSnapshot(*watched, snap);
        watched->step();
        alone->step();
    }
    CHECK(sameBits(pointsOf(*watched), pointsOf(*alone)));
}

TEST_CASE("a cut, empty, altered or foreign snapshot is refused, naming it, and changes nothing", "[snapshot]") {
    auto cloth = made<puru::Cloth>();
    for (int f = 0; f < 10; ++f) cloth->step();
    const Bytes good = puru::takeSnapshot(*cloth);
    for (int f = 0; f < 10; ++f) cloth->step();
    const Bytes before = puru::takeSnapshot(*cloth);
    const auto unchanged = [&] { return puru::takeSnapshot(*cloth) == before; };

    CHECK(puru::restoreSnapshot(*cloth, nullptr, 0) == "the snapshot is empty");
    for (std::size_t n : {std::size_t{3}, std::size_t{19}, good.size() / 2, good.size() - 1}) {
        const std::string error = puru::restoreSnapshot(*cloth, good.data(), n);
        CHECK(error.rfind("the snapshot is cut short", 0) == 0);
    }
    for (std::size_t at : {std::size_t{13}, good.size() / 3, good.size() - 9, good.size() - 1}) {
        Bytes altered = good;
        altered[at] ^= 0x10;
        CHECK(puru::restoreSnapshot(*cloth, altered.data(), altered.size()).find("checksum") != std::string::npos);
    }
    Bytes longer = good;
    longer.push_back(0);
    CHECK_FALSE(puru::restoreSnapshot(*cloth, longer.data(), longer.size()).empty());
    const Bytes text = {'h', 'e', 'l', 'l', 'o', ' ', 'w', 'o', 'r', 'l', 'd', '!', '!', '!', '!', '!', '!', '!', '!', '!'};
    CHECK(puru::restoreSnapshot(*cloth, text.data(), text.size()) == "the snapshot is not a purupuru snapshot");

    const Bytes chain = puru::takeSnapshot(*made<puru::Chain>());
    CHECK(puru::restoreSnapshot(*cloth, chain.data(), chain.size()) == "the snapshot is of a Chain, not of a Cloth");

    puru::Cloth::Options wider = puru::Cloth::defaults(360, 360);
    wider.cols = 30;
    const Bytes other = puru::takeSnapshot(*made<puru::Cloth>(wider));
    CHECK(puru::restoreSnapshot(*cloth, other.data(), other.size()) ==
          "the snapshot is of a Cloth made another way: cols");
    CHECK(unchanged());
    CHECK(puru::restoreSnapshot(*cloth, good.data(), good.size()).empty());
    CHECK_FALSE(unchanged());
}

TEST_CASE("a World snapshot is refused by a World built another way", "[snapshot][world]") {
    auto w = busyWorld();
    stirWorld(*w);
    const Bytes snap = puru::takeSnapshot(*w);

    auto fewer = busyWorld();
    fewer->addPoint(10.0, 10.0);
    const Bytes before = puru::takeSnapshot(*fewer);
    CHECK(puru::restoreSnapshot(*fewer, snap.data(), snap.size()) ==
          "the snapshot is of a World made another way: points");
    CHECK(puru::takeSnapshot(*fewer) == before);

    // The same counts, one disk wider: caught by the build's fingerprint.
    puru::World::Options options;
    options.substeps = 2;
    options.material.friction = 0.2;
    auto wider = std::make_unique<puru::World>(400, 300, options);
    for (int i = 0; i < 120; ++i) wider->addPoint(40.0 + i, 30.0, {i == 7 ? 9.0 : 8.0, 1.0 + i % 3, 0});
    wider->link(0, 1, -1.0, 1.0, false, 1.05);
    wider->link(3, 4, -1.0, 0.8, true);
    wider->angle(16, 17, 18, puru::kAngleNow, 0.5);
    const std::uint32_t ring[] = {30, 31, 46, 45};
    wider->pressure(ring, 4, -1.0, 0.5);
    const double box[] = {-30, -8, 30, -8, 30, 8, -30, 8};
    wider->addShape(box, 4, 2.0, {200.0, 260.0, 0.1}, puru::ShapeMaterial{});
    const std::string error = puru::restoreSnapshot(*wider, snap.data(), snap.size());
    CHECK(error.find("what was built") != std::string::npos);
}

TEST_CASE("a snapshot with a valid checksum but indices out of range is refused", "[snapshot][world]") {
    auto w = busyWorld();
    stirWorld(*w);
    Bytes snap = puru::takeSnapshot(*w);
    const Bytes before = puru::takeSnapshot(*w);
    // Every byte in turn set to 0xff, the checksum made to fit: refused or
    // accepted, never a crash (the sanitizers watch), and a refusal changes nothing.
    int refused = 0;
    for (std::size_t at = 12; at + 8 < snap.size(); at += 53) {
        Bytes hostile = snap;
        hostile[at] = 0xff;
        fitChecksum(hostile);
        auto target = busyWorld();
        stirWorld(*target);
        const Bytes own = puru::takeSnapshot(*target);
        if (!puru::restoreSnapshot(*target, hostile.data(), hostile.size()).empty()) {
            ++refused;
            REQUIRE(puru::takeSnapshot(*target) == own);
        } else {
            for (int f = 0; f < 3; ++f) target->step();
        }
    }
    CHECK(refused > 0);
    CHECK(puru::takeSnapshot(*w) == before);
}

TEST_CASE("a World snapshot holding a shape's pose the World would not take is refused, naming it", "[snapshot][world]") {
    auto w = busyWorld();
    stirWorld(*w);
    const Bytes snap = puru::takeSnapshot(*w);
    for (double bad : {2.83942e43, -65537.0, std::nan("")}) {
        int found = 0;
        const Bytes hostile = withDoubleChanged(snap, w->shapePose(0).angle, bad, found);
        REQUIRE(found > 0);
        auto target = busyWorld();
        const Bytes own = puru::takeSnapshot(*target);
        CHECK(puru::restoreSnapshot(*target, hostile.data(), hostile.size()) == "the snapshot is damaged: a shape's pose");
        CHECK(puru::takeSnapshot(*target) == own);
    }
}

TEST_CASE("a chain's snapshot holding a swing phase past any fraction of a turn, or NaN, is refused", "[snapshot]") {
    auto check = [](auto made) {
        for (int f = 0; f < 7; ++f) made->step();
        const Bytes snap = puru::takeSnapshot(*made);
        for (double bad : {std::nan(""), 1e300, -0x1p53}) {
            int found = 0;
            const Bytes hostile = withDoubleChanged(snap, 7 * made->options().swingSpeed, bad, found);
            REQUIRE(found == 1);
            CHECK(puru::restoreSnapshot(*made, hostile.data(), hostile.size()) == "the snapshot is damaged: the swing's phase");
        }
        CHECK(puru::restoreSnapshot(*made, snap.data(), snap.size()).empty());
    };
    check(made<puru::Chain>());
    check(made<puru::EulerChain>());
}
