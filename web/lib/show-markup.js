// Our pages' own: under each <purupuru-world>, its markup as written, so a
// reader sees what made the scene.
for (const world of document.querySelectorAll('purupuru-world')) {
  const pre = document.createElement('pre')
  pre.tabIndex = 0 // a long line scrolls: the keyboard must reach it
  const code = document.createElement('code')
  const indent = world.innerHTML.match(/\n(\s*)</)?.[1] ?? ''
  const attributes = [...world.attributes].map(({ name, value }) => (value === '' ? ` ${name}` : ` ${name}="${value}"`)).join('')
  const inner = world.innerHTML.replaceAll(`\n${indent}`, '\n  ').replaceAll('=""', '').trimEnd()
  code.textContent = `<purupuru-world${attributes}>${inner}\n</purupuru-world>`
  pre.append(code)
  world.after(pre)
}
