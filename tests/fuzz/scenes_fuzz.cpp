// libFuzzer harness: every scene, made from random sizes and options and
// driven by random sequences of step, grab, drag, release, setTarget, poke,
// set and setOption, with NaN, infinities, huge, tiny and negative numbers
// among the inputs. Under AddressSanitizer and UndefinedBehaviorSanitizer a
// crash, an out-of-bounds access or undefined behaviour is a finding; so is
// a non-finite point in a scene that does not say it diverged.
// Built and run by scripts/fuzz.sh.
#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <stdexcept>

#include "scenes/arm.hpp"
#include "scenes/balloon.hpp"
#include "scenes/chain.hpp"
#include "scenes/cloth.hpp"
#include "scenes/euler_chain.hpp"
#include "scenes/falling_point.hpp"
#include "scenes/jiggle.hpp"
#include "scenes/spring.hpp"

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

template <class Scene>
void drive(FuzzedDataProvider& in) {
    const double width = in.ConsumeBool() ? 640.0 : anyNumber(in);
    const double height = in.ConsumeBool() ? 360.0 : anyNumber(in);
    auto options = Scene::defaults(std::isfinite(width) ? width : 640.0, std::isfinite(height) ? height : 360.0);
    Scene::visitOptions(options, [&](const puru::OptionSpec&, auto& field) {
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
            case 2: scene.setOption(in.ConsumeIntegralInRange(-1, optionCount), anyNumber(in)); break;
            case 3: scene.set(in.ConsumeRandomLengthString(12), anyNumber(in)); break;
            default:
                if constexpr (std::is_same_v<Scene, puru::Arm>) {
                    scene.setTarget(anyNumber(in), anyNumber(in));
                } else if constexpr (std::is_same_v<Scene, puru::Jiggle>) {
                    scene.poke(anyNumber(in), anyNumber(in), anyNumber(in), anyNumber(in));
                } else if constexpr (std::is_same_v<Scene, puru::Spring>) {
                    scene.set(anyNumber(in), anyNumber(in));
                } else if constexpr (!std::is_same_v<Scene, puru::EulerChain>) {
                    switch (in.ConsumeIntegralInRange(0, 3)) {
                        case 0: scene.grab(anyNumber(in), anyNumber(in)); break;
                        case 1: scene.drag(anyNumber(in), anyNumber(in)); break;
                        case 2: scene.release(); break;
                        default: scene.release(anyNumber(in), anyNumber(in)); break;
                    }
                }
                break;
        }
        if (!finiteOrDiverged(scene)) std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzedDataProvider in(data, size);
    switch (in.ConsumeIntegralInRange(0, 7)) {
        case 0: drive<puru::FallingPoint>(in); break;
        case 1: drive<puru::Chain>(in); break;
        case 2: drive<puru::EulerChain>(in); break;
        case 3: drive<puru::Balloon>(in); break;
        case 4: drive<puru::Cloth>(in); break;
        case 5: drive<puru::Arm>(in); break;
        case 6: drive<puru::Spring>(in); break;
        default: drive<puru::Jiggle>(in); break;
    }
    return 0;
}
