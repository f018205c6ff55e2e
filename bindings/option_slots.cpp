#include "option_slots.hpp"

namespace puru::bindings {

std::uintptr_t optionSpec(const SceneOptions& scene, int index, double width, double height) {
    if (index < 0 || index >= scene.table.count) return 0;
    const OptionField& field = scene.table.fields[index];
    OptionsBuffer buffer;
    const void* defaults = scene.writeDefaults(width, height, buffer);
    slots[0] = field.spec.min;
    slots[1] = field.spec.max;
    slots[2] = field.spec.integer ? 1.0 : 0.0;
    slots[3] = field.spec.live ? 1.0 : 0.0;
    slots[4] = fieldValue(defaults, field);
    slots[5] = field.spec.offAtZero ? 1.0 : 0.0;
    return reinterpret_cast<std::uintptr_t>(field.spec.name);
}

void writeDefaults(const SceneOptions& scene, double width, double height) {
    OptionsBuffer buffer;
    const void* defaults = scene.writeDefaults(width, height, buffer);
    for (int i = 0; i < scene.table.count; ++i) slots[i] = fieldValue(defaults, scene.table.fields[i]);
}

void readSlots(const SceneOptions& scene, double width, double height, OptionsBuffer& options) {
    void* made = scene.writeDefaults(width, height, options);
    for (int i = 0; i < scene.table.count; ++i) storeField(made, scene.table.fields[i], slots[i]);
}

int slotProblem(const SceneOptions& scene, double width, double height) {
    if (!canvasInRange(width, height)) return kCanvasProblem;
    for (int i = 0; i < scene.table.count; ++i) {
        if (!inRange(scene.table.fields[i].spec, slots[i])) return i + 1;
    }
    OptionsBuffer options;
    readSlots(scene, width, height, options);
    return -scene.brokenRule(width, height, options);
}

double ruleValue(const SceneOptions& scene, double width, double height, int rule) {
    OptionsBuffer options;
    readSlots(scene, width, height, options);
    return scene.ruleValue(width, height, options, rule);
}

}  // namespace puru::bindings
