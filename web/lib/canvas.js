// A canvas that stays sharp on high-DPI screens: the backing store is the CSS
// size times devicePixelRatio, and the context is scaled so drawing (and the
// physics) works in CSS pixels. Calls onResize({ width, height }) in CSS px
// once the canvas is laid out and whenever its size or the pixel ratio changes.

export function fitCanvas(canvas, onResize) {
  const context = canvas.getContext('2d')
  let width = 0
  let height = 0
  let ratio = 0

  const measure = () => {
    const box = canvas.getBoundingClientRect()
    const nextWidth = Math.round(box.width)
    const nextHeight = Math.round(box.height)
    const nextRatio = window.devicePixelRatio || 1
    if (nextWidth < 1 || nextHeight < 1) return
    if (nextWidth === width && nextHeight === height && nextRatio === ratio) return
    width = nextWidth
    height = nextHeight
    ratio = nextRatio
    canvas.width = Math.round(width * ratio)
    canvas.height = Math.round(height * ratio)
    context.setTransform(ratio, 0, 0, ratio, 0, 0)
    onResize({ width, height })
  }

  const observer = new ResizeObserver(measure)
  observer.observe(canvas)
  const ratioQuery = () => matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`)
  let query = ratioQuery()
  const onRatio = () => {
    query.removeEventListener('change', onRatio)
    query = ratioQuery()
    query.addEventListener('change', onRatio)
    measure()
  }
  query.addEventListener('change', onRatio)
  // No measure() here: the observer reports the first size on its own, after
  // the caller has the returned object in hand.

  return {
    context,
    get size() {
      return { width, height }
    },
    dispose() {
      observer.disconnect()
      query.removeEventListener('change', onRatio)
    },
  }
}
