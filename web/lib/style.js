// Adds an element's CSS once to the document or shadow root it lives in, as
// a constructed stylesheet: unlike a <style> element, a strict
// Content-Security-Policy (style-src 'self') lets it through, so an embed
// looks right on any blog, and inside a web component too.
const adopted = new WeakMap() // document or shadow root -> CSS texts it has

export function adoptStyle(css, root = document) {
  const target = root instanceof ShadowRoot ? root : document
  if (!adopted.has(target)) adopted.set(target, new Set())
  const texts = adopted.get(target)
  if (texts.has(css)) return
  texts.add(css)
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet]
}
