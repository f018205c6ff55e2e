// Bad options are refused with a message naming the option, for every scene.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

#include "posts/scenes/arm.hpp"
#include "posts/scenes/balloon.hpp"
#include "posts/scenes/chain.hpp"
#include "posts/scenes/cloth.hpp"
#include "posts/scenes/euler_chain.hpp"
#include "posts/scenes/falling_point.hpp"
#include "posts/scenes/jiggle.hpp"
#include "posts/scenes/spring.hpp"

using Catch::Matchers::Contains;
using Catch::Matchers::Equals;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// Sets every listed option, one at a time, to each bad value and expects the
// constructor to throw a message that names it.
template <class Scene>
void everyOptionRefusesBadValues() {
    const auto good = Scene::defaults(640, 360);
    CHECK(Scene::validate(640, 360, good).empty());
    std::string names;
    auto probe = good;
    puru::forEachOption<Scene>(probe, [&](const puru::OptionSpec& spec, auto&) {
        names += spec.name;
        names += ' ';
    });
    INFO(Scene::kName << " options: " << names);
    for (double bad : {kNaN, kInf, -kInf, -1e12, 1e12}) {
        auto options = good;
        puru::forEachOption<Scene>(options, [&](const puru::OptionSpec& spec, auto& field) {
            const auto saved = field;
            if constexpr (std::is_same_v<std::remove_reference_t<decltype(field)>, int>) {
                field = bad > 0 ? std::numeric_limits<int>::max() : std::numeric_limits<int>::min();
            } else {
                field = bad;
            }
            const std::string expected = std::string(Scene::kName) + ": " + spec.name + " must be";
            CHECK_THROWS_WITH(Scene(640, 360, options), Contains(expected));
            field = saved;
        });
    }
}

}  // namespace

TEST_CASE("every Chain option refuses NaN and infinities and absurd values", "[options]") {
    everyOptionRefusesBadValues<puru::Chain>();
}
TEST_CASE("every EulerChain option refuses NaN and infinities and absurd values", "[options]") {
    everyOptionRefusesBadValues<puru::EulerChain>();
}
TEST_CASE("every Balloon option refuses NaN and infinities and absurd values", "[options]") {
    everyOptionRefusesBadValues<puru::Balloon>();
}
TEST_CASE("every Cloth option refuses NaN and infinities and absurd values", "[options]") {
    everyOptionRefusesBadValues<puru::Cloth>();
}
TEST_CASE("every FallingPoint option refuses NaN and infinities and absurd values", "[options]") {
    everyOptionRefusesBadValues<puru::FallingPoint>();
}
TEST_CASE("every Arm option refuses NaN and infinities and absurd values", "[options]") {
    everyOptionRefusesBadValues<puru::Arm>();
}
TEST_CASE("every Spring option refuses NaN and infinities and absurd values", "[options]") {
    everyOptionRefusesBadValues<puru::Spring>();
}
TEST_CASE("every Jiggle option refuses NaN and infinities and absurd values", "[options]") {
    everyOptionRefusesBadValues<puru::Jiggle>();
}

TEST_CASE("messages say the range and the value given", "[options]") {
    auto options = puru::Chain::defaults(640, 360);
    options.iter = -3;
    CHECK_THROWS_WITH(puru::Chain(640, 360, options),
                      Equals("Chain: iter must be an integer from 1 to 1000, got -3"));
    options = puru::Chain::defaults(640, 360);
    options.rest = kNaN;
    CHECK_THROWS_WITH(puru::Chain(640, 360, options), Contains("rest must be a number") &&
                                                         Contains("got NaN"));
}

TEST_CASE("zero or negative counts are refused", "[options]") {
    auto chain = puru::Chain::defaults(640, 360);
    chain.n = 0;
    CHECK_THROWS_WITH(puru::Chain(640, 360, chain), Contains("n must be an integer"));
    auto balloon = puru::Balloon::defaults(640, 360);
    balloon.count = -5;
    CHECK_THROWS_WITH(puru::Balloon(640, 360, balloon), Contains("count must be an integer"));
    auto arm = puru::Arm::defaults(640, 360);
    arm.segments = 0;
    CHECK_THROWS_WITH(puru::Arm(640, 360, arm), Contains("segments"));
}

TEST_CASE("a 100000 x 100000 cloth is refused and so is one too big in total", "[options]") {
    auto options = puru::Cloth::defaults(640, 360);
    options.cols = 100000;
    options.rows = 100000;
    CHECK_THROWS_WITH(puru::Cloth(640, 360, options), Contains("Cloth: cols must be an integer"));
    options.cols = 1000;
    options.rows = 1000;
    CHECK_THROWS_WITH(puru::Cloth(640, 360, options),
                      Equals("Cloth: cols * rows must be at most 250000, got 1000000"));
}

TEST_CASE("canvas sizes must be finite and positive and sane", "[options]") {
    for (double bad : {kNaN, kInf, 0.0, -640.0, 1e9}) {
        CHECK_THROWS_WITH(puru::Chain(bad, 360), Contains("Chain: width must be"));
        CHECK_THROWS_WITH(puru::Balloon(640, bad), Contains("Balloon: height must be"));
    }
}

TEST_CASE("a margin that leaves no room is refused", "[options]") {
    auto options = puru::Balloon::defaults(640, 360);
    options.margin = 180;
    CHECK_THROWS_WITH(puru::Balloon(640, 360, options), Contains("margin"));
}

TEST_CASE("live options change through set while fixed ones and bad values are refused", "[options]") {
    puru::Balloon balloon(640, 360);
    CHECK(balloon.set("press", 1.5).empty());
    CHECK(balloon.options().press == 1.5);
    CHECK_THAT(balloon.set("press", kNaN), Contains("press must be a number"));
    CHECK(balloon.options().press == 1.5);
    CHECK_THAT(balloon.set("count", 30), Contains("count is fixed"));
    CHECK_THAT(balloon.set("nope", 1), Equals("Balloon: no option named 'nope'"));
    puru::Chain chain(640, 360);
    CHECK(chain.set("iter", 12).empty());
    CHECK(chain.options().iter == 12);
    CHECK_THAT(chain.set("iter", 2.5), Contains("iter must be an integer"));
}

TEST_CASE("a scene's option table reads and writes each option's own field", "[options]") {
    const puru::OptionTable table = puru::optionTable<puru::Cloth>();
    REQUIRE(table.count == 8);
    auto options = puru::Cloth::defaults(640, 360);
    options.pinEvery = 3;
    options.tear = 1.5;
    CHECK(puru::fieldValue(&options, table.fields[puru::optionIndex<puru::Cloth>("pinEvery")]) == 3.0);
    CHECK(puru::fieldValue(&options, table.fields[puru::optionIndex<puru::Cloth>("tear")]) == 1.5);
    puru::storeField(&options, table.fields[puru::optionIndex<puru::Cloth>("rows")], 7.0);
    CHECK(options.rows == 7);
    CHECK(options.cols == 24);
    CHECK(puru::optionTable<puru::Balloon>().count == 10);
    CHECK(puru::optionTable<puru::EulerChain>().fields == puru::optionTable<puru::Chain>().fields);
}
