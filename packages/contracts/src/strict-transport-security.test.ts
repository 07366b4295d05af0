import {
  parseHstsMaxAge,
  recommendedHstsMaxAge,
  strictTransportSecurity,
} from './strict-transport-security';

describe('HSTS_MAX_AGE', () => {
  it.each([undefined, '', ' ', '0'])('%p turns the header off', (value) => {
    expect(strictTransportSecurity(parseHstsMaxAge(value))).toBeUndefined();
  });

  it('a number of seconds sends it for the host and the names under it, without preload', () => {
    expect(strictTransportSecurity(parseHstsMaxAge(String(recommendedHstsMaxAge)))).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(strictTransportSecurity(parseHstsMaxAge('300'))).toBe('max-age=300; includeSubDomains');
  });

  it.each(['-1', '1.5', 'two years', '63072000; preload', '1000000000', '1e9'])(
    'refuses %p, naming the variable',
    (value) => {
      expect(() => parseHstsMaxAge(value)).toThrow(/^HSTS_MAX_AGE must be a number of seconds/);
    },
  );
});
