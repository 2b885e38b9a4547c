/**
 * Keys whose numbers the editor writes as C# `float`/`double`: Newtonsoft prints those with a
 * decimal point even when whole ("94.0"), as the fixtures show (formats.md §1.3). Every number
 * below such a key (e.g. inside `Position`) is printed that way.
 */
const FLOAT_KEYS = new Set([
  'BPM',
  'Offset',
  'CustomDifficultySpeed',
  'Position',
  'Segments',
  'Effects',
  'Lights',
  'position',
  'time',
  'zRotation',
  'bpm',
]);

function formatNumber(n: number, float: boolean): string {
  if (!Number.isFinite(n)) return 'null';
  const text = JSON.stringify(n);
  return float && Number.isInteger(n) && !text.includes('e') ? `${text}.0` : text;
}

function write(value: unknown, indent: string, float: boolean, out: string[]): void {
  if (value === null || value === undefined) {
    out.push('null');
  } else if (typeof value === 'number') {
    out.push(formatNumber(value, float));
  } else if (typeof value === 'string' || typeof value === 'boolean') {
    out.push(JSON.stringify(value));
  } else if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push('[]');
      return;
    }
    const inner = `${indent}  `;
    out.push('[');
    value.forEach((item, i) => {
      out.push(`\r\n${inner}`);
      write(item, inner, float, out);
      if (i < value.length - 1) out.push(',');
    });
    out.push(`\r\n${indent}]`);
  } else if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) {
      out.push('{}');
      return;
    }
    const inner = `${indent}  `;
    out.push('{');
    entries.forEach(([key, item], i) => {
      out.push(`\r\n${inner}${JSON.stringify(key)}: `);
      write(item, inner, float || FLOAT_KEYS.has(key), out);
      if (i < entries.length - 1) out.push(',');
    });
    out.push(`\r\n${indent}}`);
  } else {
    out.push('null');
  }
}

/**
 * Serialises a JSON value the way the editor's Newtonsoft `Formatting.Indented` does
 * (formats.md §1.1): two-space indent, `"key": value`, CRLF line endings, empty `{}`/`[]` inline,
 * whole numbers under float keys (`BPM`, `Position`, …) written as `94.0`. Returns the text without
 * a BOM. JavaScript objects order integer-like keys first, so a parsed editor file does not
 * round-trip byte for byte; store such files as bytes instead.
 */
export function toNewtonsoftJson(value: unknown): string {
  const out: string[] = [];
  write(value, '', false, out);
  return out.join('');
}
