// The Node (V8) flags the server runs with, in `npm start` (scripts/start.mjs) and in the benches'
// servers (apps/server/bench/server-process.ts, upload-stall.ts), so they measure what is served.
// docs/decisions/0041 ("The server's V8 flags") has the measurements behind each.
//
// - `--max-semi-space-size=64`: a 64 MB young generation (V8's default 16 MB): fewer scavenges.
// - `--heap-growing-percent=100`: the old generation may grow to twice what survived before the
//   next mark-compact; with V8's own factor and 64 MB semi-spaces one began every 10-15 MB.
// - `--no-allocation-site-pretenuring`: V8 allocated some per-request objects straight into the
//   old generation, as garbage there.
/** @type {readonly string[]} */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=64',
  '--heap-growing-percent=100',
  '--no-allocation-site-pretenuring',
];
