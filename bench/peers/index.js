// The libraries the ball pit is timed against, each imported by its package
// name as an app would (pinned in package.json's devDependencies): label,
// package and the module that builds the pit in it.
export const PEERS = [
  { label: 'matter-js', name: 'matter-js', module: './matter.js' },
  { label: 'planck', name: 'planck', module: './planck.js' },
  { label: 'Rapier', name: '@dimforge/rapier2d-simd-compat', module: './rapier.js' },
  { label: 'Box2D v3', name: 'box2d3-wasm', module: './box2d.js' },
  { label: 'LiquidFun', name: 'liquidfun-wasm', module: './liquidfun.js' },
]

// { label: the pit's class, or { Pit, settings } for one with SETTINGS
// (cheapest first) } for each; one that does not load throws, or is
// `unloaded` (a note to show in its place) when that is given.
export async function loadPeers(unloaded) {
  const peers = {}
  for (const peer of PEERS) {
    try {
      const { default: Pit, SETTINGS } = await import(peer.module)
      peers[peer.label] = SETTINGS ? { Pit, settings: SETTINGS } : Pit
    } catch (error) {
      if (unloaded === undefined) throw error
      peers[peer.label] = unloaded
    }
  }
  return peers
}
