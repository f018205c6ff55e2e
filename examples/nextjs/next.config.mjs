import { fileURLToPath } from 'node:url'

// This example's purupuru is linked from the repository it sits in
// ("file:../.."), so Turbopack's root is the repository's: in your own
// project, leave turbopack out.
const repository = fileURLToPath(new URL('../..', import.meta.url))

/** A static export: the page prerendered on the server, then hydrated in the browser. */
export default {
  output: 'export',
  images: { unoptimized: true },
  turbopack: { root: repository },
  outputFileTracingRoot: repository,
}
