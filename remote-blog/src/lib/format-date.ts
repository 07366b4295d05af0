/**
 * The months of the US long format. Not `Intl.DateTimeFormat`: the first formatter a page builds
 * loads the locale's data, which was the longest step of the blog's first render (decision 012 has
 * the figures), for one fixed format.
 */
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A date-only value (`YYYY-MM-DD`) is a calendar day: read it as UTC midnight. */
const parse = (value: string): Date | undefined => {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * A post's published date in US long format, as docs/product.md#blog shows it ("January 5, 2024"), in UTC
 * so that no visitor sees the day before. An unreadable value is shown as it is.
 */
export function formatPublishedDate(publishedDate: string): string {
  const date = parse(publishedDate);
  if (!date) return publishedDate;
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The date as `YYYY-MM-DD`, for `<time dateTime>` and structured data. */
export function isoDate(publishedDate: string): string {
  return parse(publishedDate)?.toISOString().slice(0, 10) ?? publishedDate;
}
