// An HTML attribute's value as the API should see it: a number when it reads
// as a plain decimal one (5, -0.5, 1e3, Infinity), true or false for those
// words (the World's walls), else the text itself, which the API then
// refuses by name. Hex, binary and the like stay text:
// iter="0x10" is more likely a slip than a wish for 16.
const DECIMAL = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$|^\s*[+-]?Infinity\s*$/i

export function attributeValue(text) {
  if (text === 'true' || text === 'false') return text === 'true'
  return DECIMAL.test(text) ? Number(text) : text
}

// HTML's global attributes and the embeds' own: never options.
const NOT_OPTIONS = new Set(['sketch', 'src', 'label', 'description', 'compact', 'paused', 'time', 'frames',
  'speed', 'scrub', 'state', 'class', 'id',
  'style', 'title', 'hidden', 'lang', 'dir', 'slot', 'tabindex', 'role', 'part', 'is', 'inert', 'nonce',
  'accesskey', 'autocapitalize', 'autocorrect', 'autofocus', 'contenteditable', 'draggable', 'enterkeyhint',
  'exportparts', 'inputmode', 'itemid', 'itemprop', 'itemref', 'itemscope', 'itemtype', 'popover',
  'spellcheck', 'translate', 'virtualkeyboardpolicy', 'writingsuggestions'])

// Whether an attribute is left alone rather than read as an option: HTML's
// own (above, on..., data-..., aria-...) and frameworks' (any name with -,
// :, @ or . in it, or starting with _), and `also` (an element's own).
export function notAnOption(name, also = []) {
  return NOT_OPTIONS.has(name) || also.includes(name) || name.startsWith('on') || /[-:@.]/.test(name) || name.startsWith('_')
}

// A flag attribute: absent is false, present is true, except "false".
export const flag = (element, name) => element.hasAttribute(name) && element.getAttribute(name) !== 'false'
