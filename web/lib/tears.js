// Which links a step broke, for the embeds' tear event: the scene's whole
// links ([a0, b0, a1, b1, ...] in the order made, as links() gives them)
// are kept from the last change, and the ones gone since are those the new
// list skips. A list loses links only when they break and gains them only
// at its end (a World's added links), so the new one is the old one less
// those, then any added.

export class Tears {
  #whole = null // a copy of the whole links after the last change, or null
  #count = 0 // and the scene's linkCount and linksAdded then
  #added = 0

  /** Starts from the scene as it stands, after a restart or a rewind: its links now are the whole ones. */
  from(scene) {
    this.#whole = null
    this.stepped(scene)
  }

  /**
   * After a step of a scene: the pairs [a0, b0, ...] it broke, or null when
   * none broke, nothing was kept before, or the scene has no links
   * (linkCount and links()).
   */
  stepped(scene) {
    if (typeof scene?.linkCount !== 'number' || typeof scene.links !== 'function') return null
    const before = this.#whole
    const count = scene.linkCount
    const added = scene.linksAdded ?? 0
    if (before && count === this.#count && added === this.#added) return null
    const now = scene.links()
    this.#whole = now.slice()
    this.#count = count
    this.#added = added
    if (!before) return null
    const lost = []
    let j = 0
    for (let i = 0; i < before.length; i += 2) {
      if (before[i] === now[j] && before[i + 1] === now[j + 1]) j += 2
      else lost.push(before[i], before[i + 1])
    }
    return lost.length > 0 ? Uint32Array.from(lost) : null
  }
}
