import type { FastifyReply, FastifyRequest } from 'fastify';

/** One Server-Sent Event: `event` (type name), `id` (what `Last-Event-ID` resumes from), `data`. */
export interface ServerSentEvent {
  event?: string;
  id?: string;
  /** The payload; a string is sent as is (split on newlines into `data:` lines), anything else as JSON. */
  data: unknown;
}

/** An open event stream (see {@link openEventStream}). */
export interface EventStream {
  /** Sends one event; false (and nothing sent) once the stream is closed. */
  send(event: ServerSentEvent): boolean;
  /**
   * Sends events already framed by {@link formatEvent} (one text shared by many streams:
   * docs/decisions/0047); false (and nothing sent) once the stream is closed.
   */
  sendFormatted(text: string): boolean;
  /** Whether the stream is still open. */
  readonly open: boolean;
  /** Resolves when the stream closes, whoever closed it. */
  readonly closed: Promise<void>;
  /** Ends the stream (idempotent). */
  close(): void;
}

/** How a stream is opened: heartbeat period and the reconnection delay suggested to clients. */
export interface EventStreamOptions {
  /** Ms between heartbeat comments (`: heartbeat`), which keep proxies from closing an idle stream. */
  heartbeatMs: number;
  /** Ms the browser waits before reconnecting after a drop (`retry:` field); default 5000. */
  retryMs?: number;
}

/** Formats one event in the `text/event-stream` framing (WHATWG HTML "Server-sent events"). */
export function formatEvent(event: ServerSentEvent): string {
  const data = typeof event.data === 'string' ? event.data : JSON.stringify(event.data);
  let text = '';
  if (event.event) text += `event: ${event.event}\n`;
  if (event.id !== undefined) text += `id: ${event.id}\n`;
  for (const line of data.split(/\r\n|\r|\n/)) text += `data: ${line}\n`;
  return `${text}\n`;
}

/**
 * Turns a request into a Server-Sent Events stream (WHATWG HTML "Server-sent events";
 * docs/decisions/0017 and 0035): hijacks the reply, answers 200 `text/event-stream` uncached and
 * unbuffered by proxies, sends `retry:` and a `: connected` comment, then a `: heartbeat` comment
 * every `heartbeatMs`. The stream closes when the client disconnects, when the socket errors, or
 * when `close()` is called — callers tie that to the app closing (a `preClose` hook), since an
 * open stream would keep the server's close waiting. Hijacked replies bypass onSend hooks, so the
 * stream is never compressed or buffered by plugins.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions,
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the events.
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${options.retryMs ?? 5000}\n: connected\n\n`);
  let open = true;
  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), options.heartbeatMs);
  heartbeat.unref();
  const close = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    raw.end();
    resolveClosed();
  };
  request.raw.on('close', close);
  raw.on('close', close);
  raw.on('error', close);
  return {
    send(event) {
      if (!open) return false;
      raw.write(formatEvent(event));
      return true;
    },
    sendFormatted(text) {
      if (!open) return false;
      raw.write(text);
      return true;
    },
    get open() {
      return open;
    },
    closed,
    close,
  };
}
