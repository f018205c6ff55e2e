#include "posts/options_state.hpp"

#include "common/inlining.hpp"

namespace puru {

PURU_COLD void optionsState(SnapshotFields& fields, const OptionTable& table, void* options) {
    for (int k = 0; k < table.count; ++k) {
        const OptionField& field = table.fields[k];
        double value = fieldValue(options, field);
        if (!field.spec.live) {
            fields.sameNumber(value, field.spec.name);
            continue;
        }
        fields.require(inRange(field.spec, fields.value(value)), field.spec.name);
        if (fields.applying()) storeField(options, field, value);
    }
}

}  // namespace puru
