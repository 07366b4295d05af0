import { internalUrl, parseInternalOrigins } from './internal-url';

describe('internal origins', () => {
  const origins = parseInternalOrigins(
    ' http://localhost:3001=http://marketing:8080 ,http://localhost:54321/=http://blog-functions:54321',
  );

  it('are read from public=internal pairs', () => {
    expect(origins).toEqual({
      'http://localhost:3001': 'http://marketing:8080',
      'http://localhost:54321': 'http://blog-functions:54321',
    });
    expect(parseInternalOrigins('')).toEqual({});
    expect(() => parseInternalOrigins('http://a.example')).toThrow('is not public=internal');
  });

  it('send a request for a public URL to its internal origin, path and query kept', () => {
    expect(internalUrl('http://localhost:3001/server/remoteEntry.js?x=1', origins)).toBe(
      'http://marketing:8080/server/remoteEntry.js?x=1',
    );
    expect(internalUrl('https://cdn.example/a.js', origins)).toBe('https://cdn.example/a.js');
  });
});
