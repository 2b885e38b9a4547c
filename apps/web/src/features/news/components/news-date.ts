/**
 * A post's date for people, in their locale and time zone ("26 November 2026"); '' for null
 * (a draft) and for a string that is not a date.
 */
export function formatNewsDate(iso: string | null, locale?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}
