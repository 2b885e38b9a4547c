/**
 * The deepest nesting of arrays and objects a game file's JSON may have. Real files nest at most
 * about eight levels (a beatmap's Track → difficulty → notes → segments; a glTF's extensions);
 * 64 leaves room for any unknown keys kept verbatim (a `.playlist`'s extras) while staying far
 * below what recursive code (JSON.stringify, structuredClone, PostgreSQL's jsonb input) survives.
 * `JSON.parse` itself accepts 100,000 levels, and the crash then comes later, outside the reader.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Thrown by {@link parseJson} for text nested deeper than allowed. A `SyntaxError`, so the
 * readers' existing "not valid JSON" handling turns it into their typed format error, with this
 * message ("nested more than 64 levels deep") as the detail.
 */
export class JsonTooDeepError extends SyntaxError {
  override readonly name = 'JsonTooDeepError';
  /** The limit that was exceeded. */
  readonly maxDepth: number;

  constructor(maxDepth: number) {
    super(`JSON nested more than ${maxDepth} levels deep`);
    this.maxDepth = maxDepth;
  }
}

/**
 * True when `text` opens more than `maxDepth` arrays/objects inside one another, brackets inside
 * strings not counted. A linear scan with no recursion, stopping at the first level too deep;
 * it does not check that the text is otherwise valid JSON.
 */
export function isNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * `JSON.parse` for file contents: refuses text nested more than `maxDepth` levels (default
 * MAX_JSON_DEPTH) before parsing it.
 * @throws JsonTooDeepError (a SyntaxError) when too deep; SyntaxError when not valid JSON.
 */
export function parseJson(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (isNestedDeeperThan(text, maxDepth)) throw new JsonTooDeepError(maxDepth);
  return JSON.parse(text);
}
