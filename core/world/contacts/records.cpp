#include "world/contacts/records.hpp"

#include <cstring>
#include <new>

#include "common/inlining.hpp"

namespace puru {

PURU_COLD void* zeroedRecords(std::size_t bytes) {
    void* const records = ::operator new(bytes > 0 ? bytes : 1);
    std::memset(records, 0, bytes);
    return records;
}

PURU_COLD void releaseRecords(void* records) { ::operator delete(records); }

}  // namespace puru
