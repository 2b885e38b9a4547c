import type { ByteReader } from './byte-reader.ts';

/** One socket of the fake daemon, as a service (sync, shell) sees it. */
export interface FakeServiceSocket {
  /** The service string the client opened (`sync:`, `exec:rm -f '/x'`, `shell,v2,raw:…`). */
  readonly service: string;
  /** Bytes from the client. */
  readonly input: ByteReader;
  /** Sends bytes to the client (split into packets, each acknowledged); throws once the socket is closed. */
  write(bytes: Uint8Array): Promise<void>;
  /** Closes the socket (CLSE); idempotent. */
  close(): void;
  /** Whether either side closed it. */
  readonly closed: boolean;
}

/** A service run on a newly opened socket; the socket closes when it settles. */
export type FakeService = (socket: FakeServiceSocket) => Promise<void>;
