// The libraries the ball pit is timed against, each imported by its package
// name as an app would (pinned in package.json's devDependencies): label,
// package and the module that builds the pit in it.
export const PEERS = [
  { label: 'matter-js', name: 'matter-js', module: './matter.js' },
  { label: 'planck', name: 'planck', module: './planck.js' },
  { label: 'Rapier', name: '@dimforge/rapier2d-simd-compat', module: './rapier.js' },
]

// { label: the pit's class } for each; one that does not load throws, or is
// `unloaded` (a note to show in its place) when that is given.
export async function loadPeers(unloaded) {
  const peers = {}
  for (const peer of PEERS) {
    try {
      peers[peer.label] = (await import(peer.module)).default
    } catch (error) {
      if (unloaded === undefined) throw error
      peers[peer.label] = unloaded
    }
  }
  return peers
}
