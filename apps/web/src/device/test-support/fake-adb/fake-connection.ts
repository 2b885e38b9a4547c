import type { AdbPacketData, AdbPacketInit } from '@yume-chan/adb';
import type { Consumable } from '@yume-chan/stream-extra';
import { ByteReader, EndOfStream } from './byte-reader.ts';
import { type AdbPublicKey, parseAdbPublicKey, verifyAdbSignature } from './rsa-auth.ts';
import type { FakeService, FakeServiceSocket } from './service-socket.ts';
import type { FakeProps } from './shell-service.ts';

/** ADB packet commands (AOSP protocol.txt), ASCII read little-endian. */
const A = {
  AUTH: 0x48545541,
  CLSE: 0x45534c43,
  CNXN: 0x4e584e43,
  OKAY: 0x59414b4f,
  OPEN: 0x4e45504f,
  WRTE: 0x45545257,
};
const AUTH_TOKEN = 1;
const AUTH_SIGNATURE = 2;
const AUTH_RSAPUBLICKEY = 3;

/** What the daemon did, for assertions: services opened, sync requests, shell lines, auth steps. */
export type FakeAdbEvent =
  | { type: 'open'; service: string }
  | { type: 'sync'; command: string; path: string }
  | { type: 'shell'; line: string }
  | { type: 'auth'; step: 'token' | 'signature-ok' | 'signature-bad' | 'prompt' | 'allowed' | 'denied' };

/** What a connection needs from its daemon (fake-adb-daemon.ts). */
export interface FakeDaemonHost {
  readonly features: readonly string[];
  readonly props: FakeProps;
  readonly trustedKeys: Map<string, AdbPublicKey>;
  readonly errors: unknown[];
  readonly maxPayloadSize: number;
  readonly auth: 'required' | 'none';
  authorize(key: AdbPublicKey): boolean | Promise<boolean>;
  record(event: FakeAdbEvent): void;
  serviceFor(service: string): FakeService | undefined;
}

class FakeSocket implements FakeServiceSocket {
  readonly input = new ByteReader();
  #closed = false;
  #acked: Promise<void> = Promise.resolve();
  #ack: (() => void) | undefined;

  constructor(
    readonly service: string,
    readonly localId: number,
    readonly remoteId: number,
    private readonly connection: FakeConnection,
  ) {}

  get closed() {
    return this.#closed;
  }

  async write(bytes: Uint8Array): Promise<void> {
    const max = this.connection.maxPayloadSize;
    for (let at = 0; at < bytes.byteLength; at += max) {
      await this.#acked;
      if (this.#closed) throw new EndOfStream();
      this.#acked = new Promise((resolve) => (this.#ack = resolve));
      this.connection.send(A.WRTE, this.localId, this.remoteId, bytes.slice(at, at + max));
    }
  }

  acknowledged() {
    this.#ack?.();
  }

  /** Closed by the service. */
  close() {
    if (this.#closed) return;
    this.#shut();
    this.connection.send(A.CLSE, this.localId, this.remoteId, new Uint8Array(0));
  }

  /** Closed by the client (its CLSE); answers with our CLSE like adbd. */
  closedByPeer() {
    if (this.#closed) return;
    this.#shut();
    this.connection.send(A.CLSE, this.localId, this.remoteId, new Uint8Array(0));
  }

  #shut() {
    this.#closed = true;
    this.input.end();
    this.#ack?.();
  }
}

/** One plugged-in cable of the fake daemon: the packet level of the ADB transport (AOSP protocol.txt). */
export class FakeConnection {
  readonly readable: ReadableStream<AdbPacketData>;
  readonly writable: WritableStream<Consumable<AdbPacketInit>>;
  maxPayloadSize: number;
  #controller!: ReadableStreamDefaultController<AdbPacketData>;
  #online = false;
  #ended = false;
  #token = new Uint8Array(20);
  #nextId = 1;
  readonly #sockets = new Map<number, FakeSocket>();

  constructor(private readonly daemon: FakeDaemonHost) {
    this.maxPayloadSize = daemon.maxPayloadSize;
    this.readable = new ReadableStream<AdbPacketData>({
      start: (controller) => void (this.#controller = controller),
      cancel: () => this.end(),
    });
    this.writable = new WritableStream<Consumable<AdbPacketInit>>({
      write: (chunk) => {
        if (this.#ended) {
          // A pulled cable: the USB transfer fails, and so does every later one. Mark the packet
          // consumed so only the write itself rejects (the sender awaits that, not `consumed`).
          chunk.consume();
          throw new DOMException('The device was disconnected.', 'NetworkError');
        }
        chunk.tryConsume((packet) => this.#receive({ ...packet, payload: packet.payload.slice() }));
      },
      close: () => this.end(),
      abort: () => this.end(),
    });
  }

  send(command: number, arg0: number, arg1: number, payload: Uint8Array) {
    if (this.#ended) return;
    this.#controller.enqueue({ command, arg0, arg1, payload });
  }

  end() {
    if (this.#ended) return;
    this.#ended = true;
    for (const socket of this.#sockets.values()) socket.closedByPeer();
    this.#sockets.clear();
    try {
      this.#controller.close();
    } catch {
      // already cancelled by the client
    }
  }

  #sendConnect() {
    this.#online = true;
    const props = this.daemon.props;
    const banner =
      `device::ro.product.name=${props['ro.product.name'] ?? ''};ro.product.model=${props['ro.product.model'] ?? ''};` +
      `ro.product.device=${props['ro.product.device'] ?? ''};features=${this.daemon.features.join(',')}`;
    this.send(A.CNXN, 0x01000001, this.maxPayloadSize, new TextEncoder().encode(banner));
  }

  #sendToken() {
    crypto.getRandomValues(this.#token);
    this.daemon.record({ type: 'auth', step: 'token' });
    this.send(A.AUTH, AUTH_TOKEN, 0, this.#token.slice());
  }

  #receive(packet: AdbPacketData) {
    switch (packet.command) {
      case A.CNXN:
        this.maxPayloadSize = Math.min(this.maxPayloadSize, packet.arg1);
        for (const socket of this.#sockets.values()) socket.closedByPeer();
        this.#sockets.clear();
        if (this.daemon.auth === 'none') this.#sendConnect();
        else this.#sendToken();
        return;
      case A.AUTH:
        return this.#auth(packet);
      case A.OPEN:
        return this.#open(packet);
      case A.WRTE: {
        const socket = this.#sockets.get(packet.arg1);
        if (!socket || socket.closed) return;
        socket.input.push(packet.payload, () =>
          this.send(A.OKAY, socket.localId, socket.remoteId, new Uint8Array(0)),
        );
        return;
      }
      case A.OKAY:
        this.#sockets.get(packet.arg1)?.acknowledged();
        return;
      case A.CLSE: {
        const socket = this.#sockets.get(packet.arg1);
        this.#sockets.delete(packet.arg1);
        socket?.closedByPeer();
        return;
      }
    }
  }

  #auth(packet: AdbPacketData) {
    if (this.#online) return;
    if (packet.arg0 === AUTH_SIGNATURE) {
      const ok = [...this.daemon.trustedKeys.values()].some((key) =>
        verifyAdbSignature(key, this.#token, packet.payload),
      );
      this.daemon.record({ type: 'auth', step: ok ? 'signature-ok' : 'signature-bad' });
      if (ok) this.#sendConnect();
      else this.#sendToken();
    } else if (packet.arg0 === AUTH_RSAPUBLICKEY) {
      const key = parseAdbPublicKey(packet.payload);
      this.daemon.record({ type: 'auth', step: 'prompt' });
      void Promise.resolve(this.daemon.authorize(key)).then((allowed) => {
        this.daemon.record({ type: 'auth', step: allowed ? 'allowed' : 'denied' });
        if (!allowed || this.#ended) return;
        this.daemon.trustedKeys.set(key.base64, key);
        this.#sendConnect();
      });
    }
  }

  #open(packet: AdbPacketData) {
    const service = new TextDecoder().decode(packet.payload).replace(/\0$/, '');
    this.daemon.record({ type: 'open', service });
    const run = this.daemon.serviceFor(service);
    if (!this.#online || !run || packet.arg1 !== 0) {
      this.send(A.CLSE, 0, packet.arg0, new Uint8Array(0));
      return;
    }
    const socket = new FakeSocket(service, this.#nextId++, packet.arg0, this);
    this.#sockets.set(socket.localId, socket);
    this.send(A.OKAY, socket.localId, socket.remoteId, new Uint8Array(0));
    // Start on a later task, as a USB round trip would: the client registers the socket only after
    // its OPEN promise resolves, and a WRTE before that kills its dispatcher ("Unknown local socket id").
    setTimeout(() => {
      run(socket).then(
        () => socket.close(),
        (error: unknown) => {
          this.daemon.errors.push(error);
          socket.close();
        },
      );
    }, 0);
  }
}
