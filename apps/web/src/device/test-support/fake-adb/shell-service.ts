import { FAKE_STRERROR, type FakeFileTree, FakeFsError } from './file-tree.ts';
import type { FakeServiceSocket } from './service-socket.ts';

/** What a fake command printed and how it exited. */
export interface ShellResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** Properties `getprop` answers (a Quest 3 on Android 14 by default). */
export type FakeProps = Readonly<Record<string, string>>;

/**
 * Splits a shell command line like `sh` does for simple commands: whitespace separates words,
 * `'…'` is literal, `"…"` keeps spaces and honours `\"`, a backslash escapes one character.
 * Returns undefined for what the fake does not run (`;`, `|`, `&`, `$`, backticks).
 */
export function splitShellWords(line: string): string[] | undefined {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end === -1) return undefined;
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let out = '';
      for (i++; i < line.length && line[i] !== '"'; i++) {
        if (line[i] === '\\' && i + 1 < line.length) i++;
        out += line[i];
      }
      if (i >= line.length) return undefined;
      word = (word ?? '') + out;
    } else if (c === '\\') {
      word = (word ?? '') + (line[++i] ?? '');
    } else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (';|&$`'.includes(c)) {
      return undefined;
    } else word = (word ?? '') + c;
  }
  if (word !== undefined) words.push(word);
  return words;
}

function flagsAndArgs(words: string[]): { flags: Set<string>; args: string[] } {
  const flags = new Set<string>();
  const args: string[] = [];
  for (const word of words) {
    if (word.startsWith('-') && word.length > 1 && args.length === 0)
      for (const f of word.slice(1)) flags.add(f);
    else args.push(word);
  }
  return { flags, args };
}

const errno = (error: unknown) => {
  if (error instanceof FakeFsError) return FAKE_STRERROR[error.errno];
  throw error;
};

/**
 * Runs one command on the fake file tree, with toybox-like messages and exit codes: `rm [-f] [-r]`,
 * `mv [-f] [-n] SRC DST` (a rename that keeps mode and mtime; into DST when it is a folder),
 * `mkdir [-p]`, `getprop [KEY]`, `echo`. Redirections (`</dev/null`, `2>&1`) are ignored.
 */
export function runShellCommand(tree: FakeFileTree, line: string, props: FakeProps = {}): ShellResult {
  const words = splitShellWords(line)?.filter((w) => !/^\d*[<>]/.test(w));
  if (!words) return { stdout: '', stderr: `fake adbd cannot run: ${line}\n`, exitCode: 2 };
  const [command, ...rest] = words;
  const { flags, args } = flagsAndArgs(rest);
  const out: ShellResult = { stdout: '', stderr: '', exitCode: 0 };
  const error = (message: string) => {
    out.stderr += `${command}: ${message}\n`;
    out.exitCode = 1;
  };
  switch (command) {
    case 'rm':
      for (const path of args) {
        const node = tree.lookup(path);
        if (!node) {
          if (!flags.has('f')) error(`${path}: No such file or directory`);
        } else if (node.type === 'dir') {
          if (flags.has('r') || flags.has('R')) tree.removeDir(path, true);
          else error(`${path}: Is a directory`);
        } else tree.unlink(path);
      }
      return out;
    case 'mv': {
      if (args.length !== 2) return { stdout: '', stderr: 'mv: needs 2 arguments\n', exitCode: 1 };
      const [from, to] = args as [string, string];
      if (!tree.lookup(from)) {
        error(`bad '${from}': No such file or directory`);
        return out;
      }
      const target = tree.lookup(to)?.type === 'dir' ? `${to}/${from.split('/').pop()}` : to;
      if (flags.has('n') && tree.lookup(target)) return out;
      try {
        tree.rename(from, target);
      } catch (e) {
        error(`rename '${from}' to '${target}': ${errno(e)}`);
      }
      return out;
    }
    case 'mkdir':
      for (const path of args) {
        try {
          if (flags.has('p')) tree.mkdirs(path);
          else if (tree.lookup(path)) error(`'${path}': File exists`);
          else {
            const { dir, name } = tree.parentOf(path);
            dir.children.set(name, {
              type: 'dir',
              mode: 0o771,
              mtime: Math.floor(Date.now() / 1000),
              children: new Map(),
            });
          }
        } catch (e) {
          error(`'${path}': ${errno(e)}`);
        }
      }
      return out;
    case 'getprop':
      out.stdout =
        args[0] !== undefined
          ? `${props[args[0]] ?? ''}\n`
          : Object.entries(props)
              .map(([k, v]) => `[${k}]: [${v}]\n`)
              .join('');
      return out;
    case 'echo':
      out.stdout = `${args.join(' ')}\n`;
      return out;
    default:
      return { stdout: '', stderr: `/system/bin/sh: ${command}: inaccessible or not found\n`, exitCode: 127 };
  }
}

const encoder = new TextEncoder();

function shellPacket(id: number, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(5 + data.byteLength);
  out[0] = id;
  new DataView(out.buffer).setUint32(1, data.byteLength, true);
  out.set(data, 5);
  return out;
}

/**
 * The `exec:`/`shell:` services (none protocol: stdout and stderr mixed on the socket, no exit
 * code) and `shell,v2,raw:` (shell protocol: packets `[id u8][length u32][data]`, stdout 1,
 * stderr 2, exit 3), each running one command then closing the socket.
 */
export async function runShellService(
  socket: FakeServiceSocket,
  tree: FakeFileTree,
  props: FakeProps,
  onCommand?: (line: string) => void,
): Promise<void> {
  const colon = socket.service.indexOf(':');
  const kind = socket.service.slice(0, colon);
  const line = socket.service.slice(colon + 1);
  onCommand?.(line);
  const result = runShellCommand(tree, line, props);
  try {
    if (kind.startsWith('shell,v2')) {
      if (result.stdout) await socket.write(shellPacket(1, encoder.encode(result.stdout)));
      if (result.stderr) await socket.write(shellPacket(2, encoder.encode(result.stderr)));
      await socket.write(shellPacket(3, Uint8Array.of(result.exitCode)));
    } else if (result.stdout || result.stderr) {
      await socket.write(encoder.encode(result.stdout + result.stderr));
    }
  } finally {
    socket.close();
  }
}
