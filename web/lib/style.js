// Adds an element's CSS to the document once, as a constructed stylesheet:
// unlike a <style> element, a strict Content-Security-Policy (style-src
// 'self') lets it through, so an embed looks right on any blog.
const adopted = new Set()

export function adoptStyle(css) {
  if (adopted.has(css)) return
  adopted.add(css)
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}
