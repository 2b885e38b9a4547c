import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What Fastify hands a serializer compiler for one route and status (FastifySchemaCompiler). */
export interface ResponseRoute {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}

/** A JSON Schema node as `z.toJSONSchema` writes it (the keywords this module reads). */
type JsonSchema = { [keyword: string]: unknown };

/** Keywords whose schemas fast-json-stringify resolves at run time (Ajv) or that we do not map. */
const UNSUPPORTED = ['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', 'patternProperties', 'prefixItems'];

/**
 * The zod schema of a route response (a zod type, or `{properties: zodType}` as
 * fastify-type-provider-zod accepts), or undefined.
 */
function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  return inner instanceof z.ZodType ? inner : undefined;
}

/**
 * `node` rewritten for fast-json-stringify, or undefined when it holds something this module does
 * not hand over (then the route keeps zod): `anyOf: [X, {type: "null"}]` (zod's `.nullable()`)
 * becomes X with `type: [X.type, "null"]`; `required` is dropped (see below); every other union, reference or open object
 * (`additionalProperties: true` or `{}`) refuses. Nested schemas are rewritten the same way.
 */
export function fastSchema(node: unknown): JsonSchema | undefined {
  if (node === true || (typeof node === 'object' && node !== null && Object.keys(node).length === 0)) {
    return {}; // z.unknown(): any value, written by JSON.stringify as zod's answer would be.
  }
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
  let schema = node as JsonSchema;
  const anyOf = schema.anyOf as unknown[] | undefined;
  if (anyOf) {
    const rest = Object.keys(schema).filter((k) => k !== 'anyOf');
    const nonNull = anyOf.filter((s) => (s as JsonSchema).type !== 'null');
    const inner = nonNull[0] as JsonSchema | undefined;
    if (rest.length > 0 || anyOf.length !== 2 || nonNull.length !== 1 || typeof inner?.type !== 'string') {
      return undefined;
    }
    schema = { ...inner, type: [inner.type, 'null'] };
    if (Array.isArray(schema.enum)) schema.enum = [...(schema.enum as unknown[]), null];
  }
  if (UNSUPPORTED.some((k) => k in schema)) return undefined;
  if (Array.isArray(schema.type) && !(schema.type.length === 2 && schema.type[1] === 'null'))
    return undefined;
  const out: JsonSchema = { ...schema };
  // fast-json-stringify writes `required` properties first; zod writes the shape's order. With no
  // `required` every key is written in `properties` order, and an undefined one is left out, as
  // JSON.stringify leaves it out of zod's copy (a missing key zod requires fails zod under verify).
  delete out.required;
  if (schema.properties) {
    const properties: JsonSchema = {};
    for (const [key, value] of Object.entries(schema.properties as JsonSchema)) {
      const rewritten = fastSchema(value);
      if (!rewritten) return undefined;
      properties[key] = rewritten;
    }
    out.properties = properties;
  }
  if ('additionalProperties' in schema && schema.additionalProperties !== false) {
    const extra = schema.additionalProperties;
    // A record (no named properties) writes its entries in insertion order, as zod's copy does;
    // an open object mixing named and extra keys could order them differently.
    if (schema.properties || extra === true) return undefined;
    const rewritten = fastSchema(extra);
    if (!rewritten || Object.keys(rewritten).length === 0) return undefined;
    out.additionalProperties = rewritten;
  }
  if (schema.items !== undefined) {
    const items = fastSchema(schema.items);
    if (!items) return undefined;
    out.items = items;
  }
  return out;
}

/**
 * A compiled writer for `route`'s zod response schema through fast-json-stringify, or undefined
 * when the schema has something it does not map (see fastSchema) or zod cannot express as JSON
 * Schema (transforms, codecs, dates) — the route then keeps zod's `safeEncode` + `JSON.stringify`.
 */
export function compileFastSerializer(route: ResponseRoute): ((data: unknown) => string) | undefined {
  const schema = zodSchemaOf(route.schema);
  if (!schema) return undefined;
  try {
    const json = z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
    });
    delete json.$schema;
    const branches = json.anyOf as unknown[] | undefined;
    // A list answer (lib/crud/list-schema.ts): the envelope object or the bare array, told apart
    // by the value itself, each branch compiled alone.
    const typed = (branches ?? []) as JsonSchema[];
    if (
      typed.length === 2 &&
      typed.some((b) => b.type === 'object') &&
      typed.some((b) => b.type === 'array')
    ) {
      const object = compile(typed.find((b) => b.type === 'object'));
      const array = compile(typed.find((b) => b.type === 'array'));
      if (!object || !array || Object.keys(json).length !== 1) return undefined;
      return (data) => (Array.isArray(data) ? array(data) : object(data));
    }
    return compile(json);
  } catch {
    return undefined;
  }
}

/** fast-json-stringify compiled from one JSON Schema node, or undefined (see fastSchema). */
function compile(node: unknown): ((data: unknown) => string) | undefined {
  const fast = fastSchema(node);
  if (!fast) return undefined;
  return fastJson(fast as unknown as Parameters<typeof fastJson>[0], { rounding: 'trunc' }) as (
    data: unknown,
  ) => string;
}

/** Raised under `verify` when the two writers disagree: a schema this module must not hand over. */
export class SerializerMismatchError extends Error {}

/**
 * Fastify's serializer compiler for the API (docs/decisions/0038): a route whose response schema
 * maps to plain JSON Schema is written by fast-json-stringify compiled from that schema (same keys
 * in the same order, about a quarter of the cost of zod's `safeEncode` + `JSON.stringify` for a
 * page of beatmaps); the rest by fastify-type-provider-zod's serializer, as before. Compiled on
 * the route's first answer, not at startup. With `verify` (the test suites) both run on every
 * answer: zod first, so data that breaks the schema still fails as before (a 500), then the
 * fast writer's bytes must equal zod's or SerializerMismatchError is thrown.
 */
export function createResponseSerializerCompiler(options: {
  verify: boolean;
  /** The fast writer's compiler (tests hand in a faulty one to see `verify` catch it). */
  compileFast?: typeof compileFastSerializer;
}) {
  const compileFast = options.compileFast ?? compileFastSerializer;
  return (route: ResponseRoute) => {
    const zodWrite = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    let write: ((data: unknown) => string) | undefined;
    return (data: unknown): string => {
      if (!write) {
        const fast = compileFast(route);
        write = !fast
          ? zodWrite
          : !options.verify
            ? fast
            : (value) => {
                const expected = zodWrite(value);
                const actual = fast(value);
                if (actual !== expected) {
                  throw new SerializerMismatchError(
                    `${route.method} ${route.url} ${route.httpStatus ?? ''}: fast-json-stringify wrote ${actual.slice(0, 400)} where zod wrote ${expected.slice(0, 400)}`,
                  );
                }
                return actual;
              };
      }
      return write(data);
    };
  };
}
