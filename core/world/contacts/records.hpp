// A contact list's storage: a fixed room of plain records, made once when
// the world is made (no growth, so nothing moves or allocates in a step).
#pragma once

#include <cstddef>
#include <memory>

namespace puru {

template <typename Record>
class Records {
public:
    void make(std::size_t room) {
        records_.reset(new Record[room]());
        room_ = room;
    }
    std::size_t room() const { return room_; }
    Record* data() { return records_.get(); }
    const Record* data() const { return records_.get(); }
    Record& operator[](std::size_t k) { return records_[k]; }
    const Record& operator[](std::size_t k) const { return records_[k]; }

private:
    std::unique_ptr<Record[]> records_;
    std::size_t room_ = 0;
};

}  // namespace puru
