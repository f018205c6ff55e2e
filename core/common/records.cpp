#include "common/records.hpp"

#include <cstring>
#include <new>

#include "common/inlining.hpp"

namespace puru {

PURU_COLD void* remadeRecords(void* old, std::size_t bytes) {
    void* const records = ::operator new(bytes > 0 ? bytes : 1);
    ::operator delete(old);
    std::memset(records, 0, bytes);
    return records;
}

PURU_COLD void releaseRecords(void* records) { ::operator delete(records); }

}  // namespace puru
