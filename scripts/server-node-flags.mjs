// The Node (V8) flags the server runs with, chosen by the environment variable SERVER_NODE_FLAGS
// and read by `npm start` (scripts/start.mjs) and by the benches' servers
// (apps/server/bench/server-process.ts, upload-stall.ts), so they measure what is served.
// docs/decisions/0050 says why the server runs with no flags unless asked; 0041 ("The server's V8 flags") has the
// measurements behind the tuned set.
//
// - `--max-semi-space-size=64`: a 64 MB young generation (V8's default 16 MB): fewer scavenges.
// - `--heap-growing-percent=100`: the old generation may grow to twice what survived before the
//   next mark-compact; with V8's own factor and 64 MB semi-spaces one began every 10-15 MB.
// - `--no-allocation-site-pretenuring`: V8 allocated some per-request objects straight into the
//   old generation, as garbage there.
// The last two are V8 internals that Node refuses in NODE_OPTIONS ("is not allowed in
// NODE_OPTIONS"): they can only be given on node's command line.
/** @type {readonly string[]} */
export const TUNED_NODE_FLAGS = [
  '--max-semi-space-size=64',
  '--heap-growing-percent=100',
  '--no-allocation-site-pretenuring',
];

/**
 * The flags to put on the server's `node` command line, from SERVER_NODE_FLAGS (docs/decisions/0050):
 * unset, empty or `none` → none (plain `node`); `tuned` → TUNED_NODE_FLAGS; anything else → that
 * value split on whitespace, passed as it is (node itself rejects an unknown flag).
 * @param {Record<string, string | undefined>} [env]
 * @returns {string[]}
 */
export function serverNodeFlags(env = process.env) {
  const value = (env.SERVER_NODE_FLAGS ?? '').trim();
  if (value === '' || value === 'none') return [];
  if (value === 'tuned') return [...TUNED_NODE_FLAGS];
  return value.split(/\s+/);
}
