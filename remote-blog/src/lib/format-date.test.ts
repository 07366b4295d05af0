import { formatPublishedDate, isoDate } from './format-date';

describe('formatPublishedDate', () => {
  it('shows the US long format of the product description', () => {
    expect(formatPublishedDate('2024-01-05')).toBe('January 5, 2024');
    expect(formatPublishedDate('2023-12-31')).toBe('December 31, 2023');
  });

  it('keeps the calendar day of a timestamp in UTC', () => {
    expect(formatPublishedDate('2024-03-09T23:30:00Z')).toBe('March 9, 2024');
  });

  it('says what Intl says in en-US, every day of a leap year and then some', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 800; day += 1) {
      const date = new Date(Date.UTC(2023, 11, 1 + day));
      const value = date.toISOString().slice(0, 10);
      expect(formatPublishedDate(value)).toBe(intl.format(date));
    }
  });

  it('shows an unreadable value as it is', () => {
    expect(formatPublishedDate('soon')).toBe('soon');
  });

  it('gives the ISO day for machines', () => {
    expect(isoDate('2024-01-05')).toBe('2024-01-05');
    expect(isoDate('2024-03-09T23:30:00Z')).toBe('2024-03-09');
  });
});
