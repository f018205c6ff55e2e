// An HTML attribute's value as the API should see it: a number when it reads
// as one, else the text itself, which the API then refuses by name.
export function attributeValue(text) {
  const number = Number(text)
  return text.trim() !== '' && !Number.isNaN(number) ? number : text
}
