/**
 * A stand-in for `window.matchMedia` while rendering on the server (docs/decisions/0029), for a
 * screen `width` px wide: answers the width queries MUI's breakpoints write (`@media (min-width:1200px)`,
 * `(max-width:899.95px)`, joined with `and`); any other feature (`prefers-reduced-motion`, …) does not
 * match. Input: the media query text; output: `{ matches }`, the shape MUI's `ssrMatchMedia` takes.
 */
export function serverMatchMedia(width: number) {
  return (query: string): { matches: boolean } => {
    const clauses = query
      .replace(/^\s*@media\s*/i, '')
      .split(/\s+and\s+/i)
      .map((c) => c.trim());
    const matches = clauses.every((clause) => {
      const m = /^\((min|max)-width:\s*([\d.]+)px\)$/i.exec(clause);
      if (!m) return false;
      const px = Number(m[2]);
      return m[1]?.toLowerCase() === 'min' ? width >= px : width <= px;
    });
    return { matches };
  };
}
