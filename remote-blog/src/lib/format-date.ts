let usLongDate: Intl.DateTimeFormat | undefined;

/**
 * Made on first use rather than when the page's code is evaluated: building a formatter loads the
 * locale's data, a long step of the page's start-up otherwise (measured in a Lighthouse trace).
 */
const longDateFormat = () =>
  (usLongDate ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }));

/** A date-only value (`YYYY-MM-DD`) is a calendar day: read it as UTC midnight. */
const parse = (value: string): Date | undefined => {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * A post's published date in US long format, as the spec shows it ("January 5, 2024"), in UTC
 * so that no visitor sees the day before. An unreadable value is shown as it is.
 */
export function formatPublishedDate(publishedDate: string): string {
  const date = parse(publishedDate);
  return date ? longDateFormat().format(date) : publishedDate;
}

/** The date as `YYYY-MM-DD`, for `<time dateTime>` and structured data. */
export function isoDate(publishedDate: string): string {
  return parse(publishedDate)?.toISOString().slice(0, 10) ?? publishedDate;
}
