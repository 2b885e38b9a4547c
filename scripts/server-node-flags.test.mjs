import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

describe('the server Node flags (docs/decisions/0041)', () => {
  it('are all accepted by this Node, so a Node upgrade that drops one fails here, not at npm start', () => {
    // An unknown V8 flag passed to node is an error ("bad option") or, inside V8, a warning on stderr.
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', 'process.exit(0)'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('are listed among the options V8 knows', () => {
    const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    // `--no-x` turns off V8's boolean option `--x`, which is what V8 lists.
    for (const flag of SERVER_NODE_FLAGS) {
      const name = flag.split('=')[0].replace(/^--no-/, '--');
      expect(options).toContain(`  ${name} (`);
    }
  });
});
