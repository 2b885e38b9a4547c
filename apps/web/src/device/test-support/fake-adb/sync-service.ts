import { EndOfStream } from './byte-reader.ts';
import {
  FAKE_ERRNO_NUMBER,
  FAKE_STRERROR,
  type FakeFile,
  type FakeFileTree,
  FakeFsError,
  type FakeNode,
  fullMode,
} from './file-tree.ts';
import type { FakeServiceSocket } from './service-socket.ts';

/** Largest DATA payload adbd accepts and sends (SYNC_DATA_MAX). */
export const SYNC_DATA_MAX = 64 * 1024;
/** Longest path adbd accepts in a sync request. */
export const SYNC_PATH_MAX = 1024;

const text = new TextDecoder();
const ascii = (bytes: Uint8Array, at = 0) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** Little-endian encoder of sync messages. */
class Message {
  readonly #parts: number[] = [];
  id(value: string): this {
    for (let i = 0; i < 4; i++) this.#parts.push(value.charCodeAt(i));
    return this;
  }
  u32(value: number): this {
    for (let i = 0; i < 4; i++) this.#parts.push((value >>> (8 * i)) & 0xff);
    return this;
  }
  u64(value: number): this {
    return this.u32(value % 2 ** 32).u32(Math.floor(value / 2 ** 32));
  }
  bytes(value: Uint8Array): this {
    for (const b of value) this.#parts.push(b);
    return this;
  }
  build(): Uint8Array {
    return Uint8Array.from(this.#parts);
  }
}

const u32At = (bytes: Uint8Array, at: number) =>
  (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;

/** What the sync server reports to its test (each request with its path). */
export type SyncCommandListener = (command: string, path: string) => void;

/** Stops the session after a FAIL, like adbd's handle_sync_command returning false. */
class SessionOver extends Error {}

async function fail(socket: FakeServiceSocket, message: string): Promise<never> {
  const bytes = new TextEncoder().encode(message);
  await socket.write(new Message().id('FAIL').u32(bytes.byteLength).bytes(bytes).build());
  throw new SessionOver(message);
}

function errnoOf(error: unknown): keyof typeof FAKE_STRERROR {
  if (error instanceof FakeFsError) return error.errno;
  throw error;
}

function statV2(message: Message, node: FakeNode | undefined, error: number): Message {
  const mtime = node?.mtime ?? 0;
  const size = node?.type === 'file' ? node.data.byteLength : node ? 4096 : 0;
  return message
    .u32(error)
    .u64(node ? 0xfd00 : 0) // dev
    .u64(node ? 1 : 0) // ino
    .u32(node ? fullMode(node) : 0)
    .u32(node ? 1 : 0) // nlink
    .u32(node ? 1023 : 0) // uid (media_rw)
    .u32(node ? 1023 : 0) // gid
    .u64(size)
    .u64(mtime) // atime
    .u64(mtime)
    .u64(mtime); // ctime
}

function listEntries(tree: FakeFileTree, path: string): [string, FakeNode][] | undefined {
  const node = tree.lookup(path);
  if (node?.type !== 'dir') return undefined; // opendir fails: adbd answers a bare DONE
  const parent = tree.lookup(`${path}/..`) ?? node;
  return [['.', node], ['..', parent], ...node.children];
}

async function list(socket: FakeServiceSocket, tree: FakeFileTree, path: string, v2: boolean) {
  for (const [name, node] of listEntries(tree, path) ?? []) {
    const nameBytes = new TextEncoder().encode(name);
    const size = node.type === 'file' ? node.data.byteLength : 4096;
    const message = v2
      ? statV2(new Message().id('DNT2'), node, 0)
      : new Message().id('DENT').u32(fullMode(node)).u32(size).u32(node.mtime);
    await socket.write(message.u32(nameBytes.byteLength).bytes(nameBytes).build());
  }
  // DONE padded to the size of an entry (SYNC.TXT).
  await socket.write(
    new Message()
      .id('DONE')
      .bytes(new Uint8Array(v2 ? 72 : 16))
      .build(),
  );
}

async function stat(socket: FakeServiceSocket, tree: FakeFileTree, path: string, command: string) {
  const node = tree.lookup(path);
  if (command === 'STAT') {
    const message = new Message().id('STAT');
    if (!node) message.u32(0).u32(0).u32(0);
    else
      message
        .u32(fullMode(node))
        .u32(node.type === 'file' ? node.data.byteLength : 4096)
        .u32(node.mtime);
    await socket.write(message.build());
    return;
  }
  await socket.write(statV2(new Message().id(command), node, node ? 0 : FAKE_ERRNO_NUMBER.ENOENT).build());
}

async function receive(socket: FakeServiceSocket, tree: FakeFileTree, path: string) {
  const node = tree.lookup(path);
  if (!node) await fail(socket, `open failed: ${FAKE_STRERROR.ENOENT}`);
  if (node!.type === 'dir') await fail(socket, `read failed: ${FAKE_STRERROR.EISDIR}`);
  const data = (node as FakeFile).data;
  for (let at = 0; at < data.byteLength; at += SYNC_DATA_MAX) {
    const chunk = data.subarray(at, at + SYNC_DATA_MAX);
    await socket.write(new Message().id('DATA').u32(chunk.byteLength).bytes(chunk).build());
  }
  await socket.write(new Message().id('DONE').u32(0).build());
}

/** adbd's `send_impl` + `handle_send_file`: unlink, create, DATA… DONE <mtime>, OKAY; unlink on failure. */
async function send(socket: FakeServiceSocket, tree: FakeFileTree, path: string, requestedMode: number) {
  const existing = tree.lookup(path);
  if (existing?.type === 'file') tree.unlink(path);
  // Copy the user permission bits to group and other, as adbd does.
  let mode = requestedMode & 0o777;
  mode |= (mode >> 3) & 0o070;
  mode |= (mode >> 3) & 0o007;
  let file: FakeFile | undefined;
  try {
    try {
      file = tree.createFile(path, mode);
    } catch (error) {
      if (errnoOf(error) !== 'ENOENT') throw error;
      tree.mkdirs(`${path}/..`);
      file = tree.createFile(path, mode);
    }
  } catch (error) {
    await fail(socket, `couldn't create file: ${FAKE_STRERROR[errnoOf(error)]}`);
  }
  const cleanUp = () => {
    if (tree.lookup(path) === file) tree.unlink(path);
  };
  try {
    for (;;) {
      const head = await socket.input.readExactly(8);
      const id = ascii(head);
      const value = u32At(head, 4);
      if (id === 'DONE') {
        file!.mtime = value;
        break;
      }
      if (id !== 'DATA') await fail(socket, 'invalid data message');
      if (value > SYNC_DATA_MAX) await fail(socket, 'oversize data message');
      const bytes = await socket.input.readExactly(value);
      try {
        tree.append(file!, bytes, path);
      } catch (error) {
        await fail(socket, `write failed: ${FAKE_STRERROR[errnoOf(error)]}`);
      }
    }
  } catch (error) {
    cleanUp();
    throw error;
  }
  await socket.write(new Message().id('OKAY').u32(0).build());
}

/**
 * The `sync:` service of the fake daemon: the real sync protocol (device-notes §1.5; AOSP
 * `SYNC.TXT`, `file_sync_service.cpp`) over a fake socket. v1 requests LIST, STAT, SEND, RECV and
 * QUIT, plus v2 LIS2, STA2, LST2 and SND2; answers DENT/DNT2, STAT/STA2/LST2, DATA, DONE, OKAY and
 * FAIL. Like adbd: LIST includes `.` and `..`; listing a missing folder answers a bare DONE; SEND
 * unlinks an existing file first, creates missing folders, copies the user permission bits to group
 * and other, stamps the DONE mtime (seconds), and unlinks the partial file when the transfer
 * fails; any FAIL ends the session (the socket closes).
 */
export async function runSyncService(
  socket: FakeServiceSocket,
  tree: FakeFileTree,
  onCommand?: SyncCommandListener,
): Promise<void> {
  try {
    for (;;) {
      const head = await socket.input.readExactly(8);
      const command = ascii(head);
      const length = u32At(head, 4);
      if (command === 'QUIT') return;
      if (!['LIST', 'LIS2', 'STAT', 'STA2', 'LST2', 'SEND', 'SND2', 'RECV'].includes(command))
        await fail(socket, 'unknown command');
      if (length > SYNC_PATH_MAX) await fail(socket, 'path too long');
      const argument = text.decode(await socket.input.readExactly(length));
      if (command === 'SEND') {
        const comma = argument.lastIndexOf(',');
        if (comma === -1) await fail(socket, 'missing , in ID_SEND');
        const path = argument.slice(0, comma);
        onCommand?.(command, path);
        await send(socket, tree, path, Number.parseInt(argument.slice(comma + 1), 10));
        continue;
      }
      onCommand?.(command, argument);
      if (command === 'LIST' || command === 'LIS2') await list(socket, tree, argument, command === 'LIS2');
      else if (command === 'RECV') await receive(socket, tree, argument);
      else if (command === 'SND2') {
        const request = await socket.input.readExactly(12);
        if (ascii(request) !== 'SND2') await fail(socket, 'SND2 request mismatch');
        await send(socket, tree, argument, u32At(request, 4));
      } else await stat(socket, tree, argument, command);
    }
  } catch (error) {
    if (!(error instanceof EndOfStream || error instanceof SessionOver)) throw error;
  } finally {
    socket.close();
  }
}
