/** A JSON object as parsed by `JSON.parse`. */
export type JsonObject = Record<string, unknown>;

/** True for a plain JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `obj[key]` when it is a string, else null. */
export function stringField(obj: JsonObject, key: string): string | null {
  const value = obj[key];
  return typeof value === 'string' ? value : null;
}

/** `obj[key]` when it is a boolean, else null. */
export function booleanField(obj: JsonObject, key: string): boolean | null {
  const value = obj[key];
  return typeof value === 'boolean' ? value : null;
}

/** `obj[key]` as a finite number (numeric strings such as "94.0" accepted), else null. */
export function numberField(obj: JsonObject, key: string): number | null {
  const value = obj[key];
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}
