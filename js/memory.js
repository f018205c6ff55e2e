// What wasm memory means for the scenes and the World: views over it that
// survive its growth, and calls that may find it full.

// A typed array over wasm memory, made again after memory grew (detaching
// the old one) or the length changed (a World's points as it grows); the
// buffers themselves never move.
export function view(wasm, cached, Type, address, length) {
  if (cached && cached.buffer === wasm.HEAPU8.buffer && cached.length === length) return cached
  return new Type(wasm.HEAPU8.buffer, address, length)
}

// Making a scene or a World, and adding an angle joint, a pressure body or a
// link to a World, take wasm memory. When it cannot grow (2 GB at most, or
// less if the browser says no) the module aborts the call; say so, and what
// to do about it. The module goes on: the core makes room before it changes
// anything, the stack the call was using is given back, and only what the
// failed call had taken is lost. Any other trap is no memory problem and is
// rethrown as it is.
export function allocating(name, wasm, make, advice = 'delete() the scenes you no longer need, or make a smaller one') {
  const stack = wasm.stackSave()
  try {
    return make()
  } catch (error) {
    if (!(error instanceof WebAssembly.RuntimeError) || !error.message.startsWith('Aborted(')) throw error
    wasm.stackRestore(stack)
    const grownMB = Math.round(wasm.HEAPU8.buffer.byteLength / 2 ** 20)
    throw new RangeError(
      `${name}: out of memory: wasm memory could not grow past ${grownMB} MB (2048 MB at most); ${advice}`,
      { cause: error },
    )
  }
}

// The NUL-ended string at address in wasm memory.
export function cString(wasm, address) {
  const bytes = wasm.HEAPU8
  let end = address
  while (bytes[end] !== 0) end++
  return String.fromCharCode(...bytes.subarray(address, end))
}
