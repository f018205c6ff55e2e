// Which links a step broke, for the embeds' tear event: the scene's whole
// links ([a0, b0, a1, b1, ...] in the order made, as links() gives them)
// are kept from the last change, and the ones gone since are those the
// new list skips. A list only loses links when they break, so the new one
// is the old one less those.

export class Tears {
  #whole = null // a copy of the whole links after the last change, or null

  /** Forgets what was whole: after a restart or a rewind. */
  forget() {
    this.#whole = null
  }

  /**
   * After a step of a scene with links: the pairs [a0, b0, ...] it broke, or
   * null when none broke (or links were added, or nothing was kept before).
   */
  stepped(scene) {
    const before = this.#whole
    if (before && scene.linkCount === before.length / 2) return null
    const now = scene.links()
    this.#whole = now.slice()
    if (!before || now.length >= before.length) return null
    const lost = []
    let j = 0
    for (let i = 0; i < before.length; i += 2) {
      if (before[i] === now[j] && before[i + 1] === now[j + 1]) j += 2
      else lost.push(before[i], before[i + 1])
    }
    return j === now.length ? Uint32Array.from(lost) : null
  }
}
