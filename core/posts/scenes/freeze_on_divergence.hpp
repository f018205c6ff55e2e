// Explicit-velocity springs stepped past stability grow without bound and,
// left alone, reach Infinity and then NaN. A scene steps them through this:
// the step that would leave the doubles' range is undone and the scene marks
// itself diverged, so callers see a huge but finite state and a flag.
#pragma once

namespace puru {

// Steps part (which has step() and finite()) unless diverged is set; sets it
// and restores the last finite state when the step would leave the range.
template <class Part>
void stepOrFreeze(Part& part, bool& diverged) {
    if (diverged) return;
    const Part before = part;
    part.step();
    if (!part.finite()) {
        part = before;
        diverged = true;
    }
}

}  // namespace puru
