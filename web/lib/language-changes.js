// A site's language switch sets lang on <html> (or on a wrapper) while the
// embeds run. One MutationObserver for the page, there only while some embed
// listens, tells every listener; none polls.
const listeners = new Set()
let observer = null

/** Calls listener whenever a lang attribute in the document changes; returns the function that stops it. */
export function onLanguageChange(listener) {
  if (listeners.size === 0) {
    observer = new MutationObserver(() => listeners.forEach((tell) => tell()))
    observer.observe(document, { attributes: true, attributeFilter: ['lang'], subtree: true })
  }
  listeners.add(listener)
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return
    observer.disconnect()
    observer = null
  }
}
