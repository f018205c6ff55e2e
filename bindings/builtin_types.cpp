// The builtin types Embind registers before any binding, in place of its
// own list (libembind's bind.cpp, then left out of the link): only the
// numbers the bindings take and give (bool, int, unsigned, unsigned long
// for addresses, and double) are registered; chars, shorts, long, 64-bit
// integers, floats, strings, wide strings, vals and memory views are not
// (their JS side is left out by the glue's dead-code pass and
// unused_embind_types.js).
// The bindings are compiled without RTTI (bindings/CMakeLists.txt): Embind
// then tells types apart by an address of its own, and neither the
// types' type_info nor the class hierarchy searches that dynamic_cast
// would use are linked in.
// tests/wasm/bindings.test.js checks that every binding's types are registered.
#include <emscripten/bind.h>
#include <emscripten/em_macros.h>

#include <cstdlib>
#include <cstring>
#include <limits>

namespace {

using emscripten::internal::TypeID;

template <typename T>
void registerInteger(const char* name) {
    emscripten::internal::_embind_register_integer(TypeID<T>::get(), name, sizeof(T),
                                                   std::numeric_limits<T>::min(), std::numeric_limits<T>::max());
}

}  // namespace

extern "C" {

// The name Embind gives a type in its errors (a binding that uses a type
// nobody registered): without RTTI a type has no name to give.
// The caller frees it: a copy, of a length known here (strdup, which counts
// it, weighs 0.2 KB more gzipped).
EMSCRIPTEN_KEEPALIVE const char* __getTypeName(const void*) {
    static const char name[] = "a type not registered";
    void* copy = std::malloc(sizeof name);
    return copy ? static_cast<const char*>(std::memcpy(copy, name, sizeof name)) : nullptr;
}

EMSCRIPTEN_KEEPALIVE __attribute__((constructor)) void __embind_register_native_and_builtin_types() {
    using namespace emscripten::internal;
    _embind_register_void(TypeID<void>::get(), "void");
    _embind_register_bool(TypeID<bool>::get(), "bool", sizeof(bool), true, false);
    registerInteger<int>("int");
    registerInteger<unsigned long>("unsigned long");
    _embind_register_float(TypeID<double>::get(), "double", sizeof(double));
}

}  // extern "C"
