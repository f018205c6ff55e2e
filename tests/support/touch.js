// A finger on a phone, in headless Chromium: a phone-sized touch context and
// touches sent through the DevTools protocol, which the browser turns into
// scrolling (or not, as the page's touch-action and touch listeners say),
// as it does a real finger's. Playwright's own touchscreen only taps.

/** What a phone is here: 390 x 844 CSS px, two device pixels each, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true }

/** Fingers for page in its context: touch(type, points), swipe(from, by), hold(points, ms). */
export async function fingers(context, page) {
  const cdp = await context.newCDPSession(page)
  const touch = (type, points) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(({ x, y }, id) => ({ x, y, id })) })
  return {
    touch,
    /**
     * Fingers down at `from` (a point or a list of them, viewport CSS px),
     * moved together by `by` ({ x, y }) in `steps` moves 20 ms apart, then
     * lifted after resting a moment (no fling: the page scrolls by what
     * the fingers moved); `holdMs` still before moving.
     */
    async swipe(from, by, { steps = 10, holdMs = 0 } = {}) {
      const start = Array.isArray(from) ? from : [from]
      const along = (k) => start.map(({ x, y }) => ({ x: x + (by.x * k) / steps, y: y + (by.y * k) / steps }))
      await touch('touchStart', along(0))
      if (holdMs) await page.waitForTimeout(holdMs)
      for (let k = 1; k <= steps; k++) {
        await touch('touchMove', along(k))
        await page.waitForTimeout(20)
      }
      await page.waitForTimeout(150)
      await touch('touchMove', along(steps))
      await page.waitForTimeout(50)
      await touch('touchEnd', [])
    },
    detach: () => cdp.detach(),
  }
}
