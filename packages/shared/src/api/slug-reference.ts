/**
 * A slug as a URL names it, made the form slugs are stored in (docs/decisions/0046): trimmed and
 * lower-cased. Every slug rule (events and mods: spec §5 "Event slug"; news, docs/decisions/0028;
 * seasons) admits only lower-case ASCII letters, digits, hyphens and a news post's `YYYY/`, so
 * `/news/Coconut-Edition` names the post stored as `coconut-edition`, and no other spelling can
 * be stored beside it. A reference with any other character still finds nothing (404).
 */
export function slugReference(text: string): string {
  return text.trim().toLowerCase();
}
