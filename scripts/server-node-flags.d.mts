/** The Node (V8) flags the server runs with; see server-node-flags.mjs for what each is for. */
export declare const SERVER_NODE_FLAGS: readonly string[];
