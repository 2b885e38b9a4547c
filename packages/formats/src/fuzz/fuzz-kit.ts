/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';

/**
 * Test support for the property-based fuzzing of the format readers (fast-check; design.md §7):
 * byte-level and structure-aware mutations of valid files, and the one assertion every fuzz
 * property makes. Not part of the readers; imported only by `*.fuzz.test.ts`.
 */

/**
 * fast-check run options of one fuzz property: `numRuns` cases, but stop starting new ones after
 * `interruptAfterTimeLimit` ms (not counted as a failure), so the suite stays well under a minute
 * on a 2-core machine. A reader that hangs on one input is caught by the test's own timeout.
 */
export function fuzzRuns(numRuns: number, timeLimitMs = 4000): fc.Parameters<unknown> {
  return {
    numRuns: Math.round(numRuns * FUZZ_SCALE),
    interruptAfterTimeLimit: timeLimitMs * FUZZ_SCALE,
    markInterruptAsFailure: false,
  };
}

/**
 * `FUZZ_SCALE` (environment, default 1) multiplies run counts and time limits for a deeper local
 * hunt, e.g. `FUZZ_SCALE=20 npx vitest run --project formats fuzz`; `npm test` keeps 1.
 */
export const FUZZ_SCALE = Math.max(0.1, Number(process.env.FUZZ_SCALE ?? 1) || 1);

/** Vitest timeout (ms) of one fuzz test: above `fuzzRuns`' time limit plus the slowest single case. */
export const FUZZ_TEST_TIMEOUT_MS = 20_000 * FUZZ_SCALE;

/** An error class a reader may throw (its typed format error). */
export type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs a reader on one input: returning (sync or async) is fine, and so is throwing an instance
 * of one of `allowed`. Anything else (a TypeError, RangeError, a stack overflow …) is rethrown
 * with the reader's error as `cause`, so fast-check reports it and shrinks the input.
 */
export async function expectOnlyTypedErrors(
  run: () => unknown,
  allowed: readonly ErrorClass[],
): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (allowed.some((type) => error instanceof type)) return;
    const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(`The reader threw an untyped error: ${what}`, { cause: error });
  }
}

/** Edge values for header fields: zero, one, all ones, the signed maximum, small and huge lengths. */
const EDGE_U32 = [0, 1, 2, 0x7f, 0xff, 0xffff, 0x7fffffff, 0x80000000, 0xfffffffe, 0xffffffff];

/** One field of a binary record: its offset from the record start and its width in bytes. */
export interface FieldSpec {
  offset: number;
  width: 2 | 4;
}

function writeField(bytes: Uint8Array, at: number, width: 2 | 4, value: number): void {
  if (at < 0 || at + width > bytes.length) return;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (width === 2) view.setUint16(at, value & 0xffff, true);
  else view.setUint32(at, value >>> 0, true);
}

/**
 * Byte-level mutations of `base` (always a fresh copy): flip bytes, overwrite a range with random
 * bytes, truncate, append, cut a slice out, or duplicate one. Covers both "almost valid" files
 * and garbage that keeps the right magic bytes.
 */
export function mutatedBytes(base: Uint8Array): fc.Arbitrary<Uint8Array> {
  const n = Math.max(base.length, 1);
  const index = fc.nat({ max: n - 1 });
  return fc.oneof(
    fc
      .array(fc.tuple(index, fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 })
      .map((edits) => {
        const out = base.slice();
        for (const [at, value] of edits) if (at < out.length) out[at] = value;
        return out;
      }),
    fc.tuple(index, fc.uint8Array({ minLength: 1, maxLength: 64 })).map(([at, bytes]) => {
      const out = base.slice();
      out.set(bytes.subarray(0, Math.max(0, out.length - at)), Math.min(at, out.length));
      return out;
    }),
    index.map((at) => base.slice(0, at)),
    fc.uint8Array({ minLength: 1, maxLength: 64 }).map((tail) => concat(base, tail)),
    fc
      .tuple(index, index)
      .map(([a, b]) => concat(base.subarray(0, Math.min(a, b)), base.subarray(Math.max(a, b)))),
    fc.tuple(index, index).map(([a, b]) => {
      const [from, to] = [Math.min(a, b), Math.max(a, b)];
      return concat(base.subarray(0, to), base.subarray(from));
    }),
  );
}

/**
 * Structure-aware mutations: sets fields of the records that start at each occurrence of
 * `signature` (e.g. zip headers) to edge values or random numbers. `records` maps a signature
 * to the fields worth breaking in its record.
 */
export function mutatedFields(
  base: Uint8Array,
  records: readonly { signature: readonly number[]; fields: readonly FieldSpec[] }[],
): fc.Arbitrary<Uint8Array> {
  const targets: { at: number; width: 2 | 4 }[] = [];
  for (const { signature, fields } of records) {
    for (const start of findAll(base, signature)) {
      for (const field of fields) targets.push({ at: start + field.offset, width: field.width });
    }
  }
  if (targets.length === 0) return mutatedBytes(base);
  const value = fc.oneof(fc.constantFrom(...EDGE_U32), fc.nat(), fc.integer({ min: 0, max: 4096 }));
  return fc
    .array(fc.tuple(fc.nat({ max: targets.length - 1 }), value), { minLength: 1, maxLength: 4 })
    .map((edits) => {
      const out = base.slice();
      for (const [i, v] of edits) writeField(out, targets[i]!.at, targets[i]!.width, v);
      return out;
    });
}

/** Fields of the zip records (APPNOTE 4.3.7, 4.3.12, 4.3.16): versions, flags, method, CRC, sizes, lengths, offsets. */
export const ZIP_RECORDS: readonly { signature: readonly number[]; fields: readonly FieldSpec[] }[] = [
  { signature: [0x50, 0x4b, 0x03, 0x04], fields: fields([4, 6, 8, 26, 28], [14, 18, 22]) },
  { signature: [0x50, 0x4b, 0x01, 0x02], fields: fields([6, 8, 10, 28, 30, 32, 34], [16, 20, 24, 38, 42]) },
  { signature: [0x50, 0x4b, 0x05, 0x06], fields: fields([4, 6, 8, 10, 20], [12, 16]) },
];

/** Field specs from the offsets of a record's 2-byte and 4-byte fields. */
export function fields(u16: readonly number[], u32: readonly number[]): FieldSpec[] {
  return [
    ...u16.map((offset): FieldSpec => ({ offset, width: 2 })),
    ...u32.map((offset): FieldSpec => ({ offset, width: 4 })),
  ];
}

/** Every mutation of a zip-based file: bytes and zip header fields. */
export function mutatedZip(base: Uint8Array): fc.Arbitrary<Uint8Array> {
  return fc.oneof(mutatedBytes(base), mutatedFields(base, ZIP_RECORDS));
}

/**
 * JSON texts a reader's parser must survive: any JSON value, nesting far beyond the readers'
 * depth limit (arrays or objects, up to 100,000 levels), truncated JSON, and lone surrogates.
 */
export function hostileJsonText(): fc.Arbitrary<string> {
  const deep = fc
    .tuple(fc.integer({ min: 60, max: 100_000 }), fc.boolean())
    .map(([depth, arrays]) =>
      arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    );
  return fc.oneof(
    fc.json(),
    deep,
    fc.json().map((text) => text.slice(0, Math.floor(text.length / 2))),
    fc.string({ unit: 'binary' }),
  );
}

/**
 * Arbitrary JSON values to put where a reader expects a string, number, list or object, and the
 * values that break storage rather than parsing: NUL (PostgreSQL text and jsonb refuse it), lone
 * surrogates (jsonb refuses them), numbers beyond a PostgreSQL integer.
 */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    -1,
    0,
    1e308,
    -1e308,
    1e20,
    2 ** 31,
    2 ** 53 + 1,
    '1e400',
    '',
    '\u0000',
    'a\u0000b',
    '\u202e',
    '\ud800',
    '\udc00x\ud800',
    '../../etc/passwd',
    { '\u0000': '\ud800' },
  ),
);

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function findAll(bytes: Uint8Array, signature: readonly number[]): number[] {
  const found: number[] = [];
  outer: for (let i = 0; i + signature.length <= bytes.length; i++) {
    for (let j = 0; j < signature.length; j++) if (bytes[i + j] !== signature[j]) continue outer;
    found.push(i);
  }
  return found;
}

/** The real files beside the repo (`../shared/fixtures/real/<kind>/`), read in place; [] when absent. */
export function realFixtures(kind: string, extension: string): { name: string; bytes: Uint8Array }[] {
  const dir = fileURLToPath(new URL(`../../../../../shared/fixtures/real/${kind}/`, import.meta.url));
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => ({ name, bytes: new Uint8Array(readFileSync(`${dir}${name}`)) }));
}
