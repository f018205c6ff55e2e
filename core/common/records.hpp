// A fixed room of plain records, made once when its owner is made (no growth,
// so nothing moves or allocates in a step). The room starts zeroed: a record
// is read only after it is written. Rooms are taken from a RecordStore that
// the owner holds and that gives them all back at once when the owner goes:
// a Records frees nothing itself, so an owner of seventy (the World) has no
// seventy frees in its destructor (235 bytes gzip of the wasm module). One
// taking function serves every kind of record, so that each kind adds no
// code of its own.
#pragma once

#include <cstddef>
#include <type_traits>

namespace puru {

class RecordStore {
public:
    RecordStore() = default;
    RecordStore(const RecordStore&) = delete;
    RecordStore& operator=(const RecordStore&) = delete;
    // An owner moved takes its rooms along: its Records' moves copy their places.
    RecordStore(RecordStore&& other) noexcept : last_(other.last_) { other.last_ = nullptr; }
    ~RecordStore();
    // `bytes` of zeroed memory, kept until the store goes; aborting the call
    // for want of memory as new does.
    void* take(std::size_t bytes);

private:
    void* last_ = nullptr;  // the last room taken; its first bytes point to the one before
};

template <typename Record>
class Records {
    static_assert(std::is_trivially_copyable_v<Record>, "records are plain data, made by zeroing");
    static_assert(alignof(Record) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__, "a store's rooms are aligned as new aligns");

public:
    Records() = default;
    Records(const Records&) = delete;
    Records& operator=(const Records&) = delete;
    Records(Records&&) = default;  // the store still owns the room

    // Room for `room` records from `store` (a room made before stays in the store).
    void make(RecordStore& store, std::size_t room) {
        records_ = static_cast<Record*>(store.take(room * sizeof(Record)));
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
