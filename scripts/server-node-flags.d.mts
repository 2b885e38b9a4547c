/** The measured V8 flags `SERVER_NODE_FLAGS=tuned` selects; see server-node-flags.mjs for each. */
export declare const TUNED_NODE_FLAGS: readonly string[];
/** The server's `node` flags from SERVER_NODE_FLAGS (unset/none → [], `tuned`, or a literal list). */
export declare function serverNodeFlags(env?: Record<string, string | undefined>): string[];
