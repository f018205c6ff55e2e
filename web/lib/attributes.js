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
