import type { AdbDaemonConnection } from '@yume-chan/adb';
import { FakeConnection, type FakeAdbEvent, type FakeDaemonHost } from './fake-connection.ts';
import { FakeFileTree } from './file-tree.ts';
import type { AdbPublicKey } from './rsa-auth.ts';
import type { FakeService } from './service-socket.ts';
import { type FakeProps, runShellService } from './shell-service.ts';
import { runSyncService } from './sync-service.ts';

export type { FakeAdbEvent } from './fake-connection.ts';

/** Features a Quest's adbd announces (Android 12–14), minus `delayed_ack`, which the fake does not do. */
export const QUEST_ADBD_FEATURES: readonly string[] = [
  'shell_v2', 'cmd', 'stat_v2', 'ls_v2', 'fixed_push_mkdir', 'apex', 'abb', 'fixed_push_symlink_timestamp',
  'abb_exec', 'remount_shell', 'track_app', 'sendrecv_v2', 'sendrecv_v2_brotli', 'sendrecv_v2_lz4',
  'sendrecv_v2_zstd', 'sendrecv_v2_dry_run_send',
]; // prettier-ignore

/** `getprop` answers of a Quest 3. */
export const QUEST_PROPS: FakeProps = {
  'ro.product.name': 'eureka',
  'ro.product.model': 'Quest 3',
  'ro.product.device': 'eureka',
  'ro.product.manufacturer': 'Oculus',
  'ro.build.version.release': '14',
};

/** How the fake daemon is set up. */
export interface FakeAdbDaemonOptions {
  /** Its file system (default: a new one with `/sdcard`). */
  tree?: FakeFileTree;
  /** Features in its banner (default QUEST_ADBD_FEATURES; `[]` is an old adbd: v1 sync, no shell protocol). */
  features?: readonly string[];
  /** `getprop` values and banner fields (default QUEST_PROPS). */
  props?: FakeProps;
  /** Largest packet payload it takes, bytes (default 1 MiB, as Android 9+). */
  maxPayloadSize?: number;
  /** `required` (default): AUTH TOKEN, signatures, the public-key prompt; `none`: CNXN at once (ro.adb.secure=0). */
  auth?: 'required' | 'none';
  /**
   * The headset's "Allow USB debugging?" prompt for a key it does not trust: resolve true to allow
   * (default), false to deny; a promise that never settles is a user who never answers.
   */
  authorize?: (key: AdbPublicKey) => boolean | Promise<boolean>;
}

/**
 * An in-process fake ADB daemon (device-notes §1.6): speaks the real ADB transport — CNXN, AUTH
 * (token, RSA signature checked against trusted keys, public key behind an `authorize` prompt),
 * OPEN/OKAY/WRTE/CLSE with one acknowledged packet in flight per socket — and serves `sync:`
 * (sync-service.ts) and `exec:`/`shell:`/`shell,v2,raw:` (shell-service.ts) on an in-memory file
 * tree. Pure Web Streams: runs in Node and in a browser page, so the app can use it for e2e.
 * `connect()` is a new USB cable for `AdbDaemonTransport.authenticate`; `unplug()` pulls it.
 */
export class FakeAdbDaemon implements FakeDaemonHost {
  readonly options: FakeAdbDaemonOptions;
  readonly tree: FakeFileTree;
  readonly features: readonly string[];
  readonly props: FakeProps;
  readonly maxPayloadSize: number;
  readonly auth: 'required' | 'none';
  /** Keys the "headset" trusts, by their base64 text (adb_keys). */
  readonly trustedKeys = new Map<string, AdbPublicKey>();
  /** Everything the daemon did, oldest first. */
  readonly events: FakeAdbEvent[] = [];
  /** Unexpected errors inside services (fake bugs); tests should expect none. */
  readonly errors: unknown[] = [];
  #connection: FakeConnection | undefined;

  constructor(options: FakeAdbDaemonOptions = {}) {
    this.options = options;
    this.tree = options.tree ?? new FakeFileTree();
    this.features = options.features ?? QUEST_ADBD_FEATURES;
    this.props = options.props ?? QUEST_PROPS;
    this.maxPayloadSize = options.maxPayloadSize ?? 1024 * 1024;
    this.auth = options.auth ?? 'required';
  }

  /** The headset's prompt (FakeAdbDaemonOptions.authorize; allows by default). */
  authorize(key: AdbPublicKey): boolean | Promise<boolean> {
    return this.options.authorize?.(key) ?? true;
  }

  /** Plugs a new cable in (the previous one is pulled) and returns its packet streams. */
  connect(): AdbDaemonConnection {
    this.#connection?.end();
    this.#connection = new FakeConnection(this);
    return this.#connection as unknown as AdbDaemonConnection;
  }

  /** Pulls the cable: the client's `adb.disconnected` resolves and open sockets close. */
  unplug(): void {
    this.#connection?.end();
    this.#connection = undefined;
  }

  /** Adds an event to `events`. */
  record(event: FakeAdbEvent): void {
    this.events.push(event);
  }

  /** The handler of a service string, or undefined (the daemon then refuses the OPEN). */
  serviceFor(service: string): FakeService | undefined {
    if (service === 'sync:')
      return (socket) =>
        runSyncService(socket, this.tree, (command, path) => this.record({ type: 'sync', command, path }));
    if (/^(exec|shell|shell,v2,raw):/.test(service))
      return (socket) =>
        runShellService(socket, this.tree, this.props, (line) => this.record({ type: 'shell', line }));
    return undefined;
  }
}
