// Only numbers cross the bindings (bindings.cpp), so the builtin types that
// Embind registers for strings, wide strings, vals and memory views are
// registered as nothing here: their readers and writers (UTF-8, UTF-16 and
// UTF-32 codecs, the val handles) then stay out of the module. A binding
// that took or returned one would load but throw Embind's UnboundTypeError
// when called: tests/wasm/bindings.test.js checks that every binding's
// types were registered.
mergeInto(LibraryManager.library, {
  _embind_register_std_string: function () {},
  _embind_register_std_wstring: function () {},
  _embind_register_emval: function () {},
  _embind_register_memory_view: function () {},
})
