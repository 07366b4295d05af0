/** @jest-environment ./test/jsdom-environment.cjs */
import { requestEarly } from './early-request';
import { clearRuntimeConfigCache, loadRuntimeConfig } from './load-runtime-config';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const parse = (data: unknown) => {
  const { apiUrl } = data as { apiUrl?: unknown };
  if (typeof apiUrl !== 'string') throw new Error('apiUrl: expected a URL');
  return { apiUrl };
};
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  clearRuntimeConfigCache();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('loadRuntimeConfig', () => {
  it('reads and parses the file once per page', async () => {
    fetchMock.mockImplementation(() => json({ apiUrl: 'http://api.test' }));
    await expect(loadRuntimeConfig('/config.json', parse)).resolves.toEqual({
      apiUrl: 'http://api.test',
    });
    await loadRuntimeConfig('/config.json', parse);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes the answer of a request made early instead of asking again', async () => {
    fetchMock.mockImplementation(() => json({ apiUrl: 'http://api.test' }));
    requestEarly('http://remote.test/config.json');
    requestEarly('http://remote.test/config.json'); // asked for twice, requested once
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-cache' });

    await expect(loadRuntimeConfig('http://remote.test/config.json', parse)).resolves.toEqual({
      apiUrl: 'http://api.test',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again when the early request failed', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    requestEarly('http://remote.test/config.json');
    await new Promise((resolve) => setTimeout(resolve, 1200)); // its two retries
    expect(fetchMock).toHaveBeenCalledTimes(3);

    fetchMock.mockImplementation(() => json({ apiUrl: 'http://api.test' }));
    await expect(loadRuntimeConfig('http://remote.test/config.json', parse)).resolves.toEqual({
      apiUrl: 'http://api.test',
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('names the file and the bad key when the settings are invalid', async () => {
    fetchMock.mockImplementation(() => json({ apiUrl: 42 }));
    await expect(loadRuntimeConfig('/config.json', parse)).rejects.toThrow(
      '/config.json: apiUrl: expected a URL',
    );
  });

  it('reports a missing file with its status and reads it again on the next call', async () => {
    fetchMock.mockImplementationOnce(() => json({}, 404));
    await expect(loadRuntimeConfig('/config.json', parse)).rejects.toThrow(
      '/config.json: answered HTTP 404',
    );
    fetchMock.mockImplementationOnce(() => json({ apiUrl: 'http://api.test' }));
    await expect(loadRuntimeConfig('/config.json', parse)).resolves.toEqual({
      apiUrl: 'http://api.test',
    });
  });
});
