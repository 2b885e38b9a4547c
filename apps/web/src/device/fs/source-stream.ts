/** Hooks of `watchedBlobStream`. */
export interface WatchedStreamHooks {
  /** Called after each chunk is taken, with its size in bytes. */
  onChunk?: (bytes: number) => void;
  /** Called once when reading `data` fails, before the stream errors. */
  onError?: (error: unknown) => void;
}

/**
 * `data.stream()`, pulled only on demand (so progress counts bytes the device writer took), with
 * hooks on every chunk and on a read error. Adapters use it to report progress and to notice a
 * failing source even where the consumer would hang on it (device-notes §0 item 4).
 */
export function watchedBlobStream(data: Blob, hooks: WatchedStreamHooks = {}): ReadableStream<Uint8Array> {
  const reader = data.stream().getReader();
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let result: ReadableStreamReadResult<Uint8Array>;
        try {
          result = await reader.read();
        } catch (error) {
          if (cancelled) return;
          hooks.onError?.(error);
          controller.error(error);
          return;
        }
        if (cancelled) return;
        if (result.done) {
          controller.close();
          return;
        }
        hooks.onChunk?.(result.value.byteLength);
        controller.enqueue(result.value);
      },
      cancel(reason) {
        cancelled = true;
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/** The reason an aborted signal carries, as the DeviceWriteOptions contract reports it. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The transfer was cancelled.', 'AbortError');
}
