import { clearRuntimeConfigCache } from '@site/runtime-config/load-runtime-config';
import { loadContactConfig } from '../config/contact-config';
import { prefetchPageData } from './prefetch-page-data';

const config = {
  contactApiUrl: 'http://api.test',
  recaptchaSiteKey: 'site-key',
  recaptchaScriptUrl: 'http://bot-check.test/recaptcha/api.js',
};
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const botCheckScripts = () =>
  [...document.head.querySelectorAll('script[data-bot-check]')].map((script) =>
    script.getAttribute('src'),
  );

beforeEach(() => {
  clearRuntimeConfigCache();
  document.head.innerHTML = '';
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe("the contact remote's ./prefetch module", () => {
  it('reads config.json once for the page and adds the bot-check script for its site key', async () => {
    fetchMock.mockResolvedValue(Response.json(config));
    prefetchPageData();
    await settle();
    expect(botCheckScripts()).toEqual(['http://bot-check.test/recaptcha/api.js?render=site-key']);

    await expect(loadContactConfig()).resolves.toEqual(config); // what the page reads
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves a failure to the page, which reads the settings again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(new Response('missing', { status: 404 }));
    prefetchPageData();
    await settle();
    expect(botCheckScripts()).toEqual([]);

    fetchMock.mockResolvedValueOnce(Response.json(config));
    await expect(loadContactConfig()).resolves.toEqual(config);
  });
});
