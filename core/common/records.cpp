#include "common/records.hpp"

#include <cstring>
#include <new>

#include "common/inlining.hpp"

namespace puru {
namespace {

// Before each room: the room taken before it, padded to keep the room
// aligned as new aligns.
constexpr std::size_t kLink = 16;
static_assert(kLink % __STDCPP_DEFAULT_NEW_ALIGNMENT__ == 0 && sizeof(void*) <= kLink,
              "a room must start aligned as new aligns, after the link to the one before");

}  // namespace

PURU_COLD void* RecordStore::take(std::size_t bytes) {
    // A size too large to link fails in new as any too large does.
    const std::size_t whole = bytes > ~std::size_t{0} - kLink ? ~std::size_t{0} : kLink + bytes;
    auto* const block = static_cast<unsigned char*>(::operator new(whole));
    std::memcpy(block, &last_, sizeof last_);
    last_ = block;
    std::memset(block + kLink, 0, bytes);
    return block + kLink;
}

PURU_COLD RecordStore::~RecordStore() {
    while (last_ != nullptr) {
        void* before;
        std::memcpy(&before, last_, sizeof before);
        ::operator delete(last_);
        last_ = before;
    }
}

}  // namespace puru
