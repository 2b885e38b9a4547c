// Set-up of the `web` Vitest project (vitest.config.ts), which runs each file in a VM context
// (pool `vmForks`): jsdom's window lacks the WHATWG streams that browsers and Node have, and in a
// VM context Node's are not copied in, so the device installer's code (Blob.stream(), pipes)
// would meet `ReadableStream is not defined`. They come from `node:stream/web`, the same classes
// the process-per-file pool saw.
import * as webStreams from 'node:stream/web';

const STREAM_GLOBALS = [
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'CompressionStream',
  'DecompressionStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'ByteLengthQueuingStrategy',
  'CountQueuingStrategy',
] as const;

for (const name of STREAM_GLOBALS) {
  if (!(name in globalThis))
    Object.defineProperty(globalThis, name, { value: webStreams[name], writable: true, configurable: true });
}
