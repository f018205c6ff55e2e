// A fixed room of plain records, made once when the world is made (no growth,
// so nothing moves or allocates in a step). The room starts zeroed: a record
// is read only after it is written. One allocating function serves every
// kind of record, so that each kind adds no code of its own.
#pragma once

#include <cstddef>
#include <type_traits>

namespace puru {

// `bytes` of zeroed memory in place of `old` (released; null: nothing),
// aborting the call for want of memory as new does; and a release alone.
void* remadeRecords(void* old, std::size_t bytes);
void releaseRecords(void* records);

template <typename Record>
class Records {
    static_assert(std::is_trivially_copyable_v<Record>, "records are plain data, made by zeroing");

public:
    Records() = default;
    Records(const Records&) = delete;
    Records& operator=(const Records&) = delete;
    Records(Records&& other) noexcept : records_(other.records_), room_(other.room_) {
        other.records_ = nullptr;
        other.room_ = 0;
    }
    Records& operator=(Records&& other) noexcept {
        if (this != &other) {
            releaseRecords(records_);
            records_ = other.records_;
            room_ = other.room_;
            other.records_ = nullptr;
            other.room_ = 0;
        }
        return *this;
    }
    ~Records() { releaseRecords(records_); }

    void make(std::size_t room) {
        records_ = static_cast<Record*>(remadeRecords(records_, room * sizeof(Record)));
        room_ = room;
    }
    std::size_t room() const { return room_; }
    Record* data() { return records_; }
    const Record* data() const { return records_; }
    Record& operator[](std::size_t k) { return records_[k]; }
    const Record& operator[](std::size_t k) const { return records_[k]; }

private:
    Record* records_ = nullptr;
    std::size_t room_ = 0;
};

}  // namespace puru
