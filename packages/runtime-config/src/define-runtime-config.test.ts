/** @jest-environment ./test/jsdom-environment.cjs */
import * as z from 'zod/mini';
import { defineRuntimeConfig } from './define-runtime-config';
import { clearRuntimeConfigCache } from './load-runtime-config';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

const exampleConfig = defineRuntimeConfig(
  z.object({
    apiUrl: z.url({ error: 'apiUrl must be the URL of the API' }),
    siteKey: z.string({ error: 'siteKey is required' }),
  }),
);

beforeEach(() => {
  clearRuntimeConfigCache();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('defineRuntimeConfig', () => {
  it('parses settings with the schema, naming the first bad key', () => {
    expect(exampleConfig.parse({ apiUrl: 'http://api.test', siteKey: 'k' })).toEqual({
      apiUrl: 'http://api.test',
      siteKey: 'k',
    });
    expect(() => exampleConfig.parse({ apiUrl: 'nope', siteKey: 'k' })).toThrow(
      'apiUrl: apiUrl must be the URL of the API',
    );
    expect(() => exampleConfig.parse({ apiUrl: 'http://api.test' })).toThrow(
      'siteKey: siteKey is required',
    );
  });

  it('loads config.json from beside the bundle, once, and checks it', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ apiUrl: 'http://api.test', siteKey: 'k' }),
    );
    await expect(exampleConfig.load()).resolves.toEqual({
      apiUrl: 'http://api.test',
      siteKey: 'k',
    });
    await exampleConfig.load();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(new URL('/config.json', document.baseURI).href);
  });

  it('fails with the file and the bad key when the settings are invalid', async () => {
    fetchMock.mockImplementation(async () => Response.json({ apiUrl: 'http://api.test' }));
    await expect(exampleConfig.load()).rejects.toThrow(
      `${new URL('/config.json', document.baseURI).href}: siteKey: siteKey is required`,
    );
  });
});
