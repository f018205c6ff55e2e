// A scene's options in its snapshot: the fixed ones (what the scene was made
// with) must be the same where it is restored; the live ones (what a slider
// changes) are restored, each in its range.
#pragma once

#include "common/snapshot.hpp"
#include "posts/options.hpp"

namespace puru {

void optionsState(SnapshotFields& fields, const OptionTable& table, void* options);

template <class Scene>
void optionsState(SnapshotFields& fields, typename Scene::Options& options) {
    optionsState(fields, optionTable<Scene>(), &options);
}

}  // namespace puru
