// Whether two closed segments share a point: what a cut asks of each link,
// in a World (LinkSets) and in the Cloth scene (GridLinks).
#pragma once

namespace puru {

// True when p0-p1 and q0-q1 cross, touch at an end, or overlap along one
// line. A point counts as on the other segment's line when the cross product
// is 0 within rounding of its terms, so that a cut along a link's line meets
// it however the coordinates round.
bool segmentsMeet(double p0x, double p0y, double p1x, double p1y, double q0x, double q0y, double q1x, double q1y);

}  // namespace puru
