import { getRecaptchaToken, isRecaptchaLoaded, loadRecaptchaScript } from './recaptcha';

const scriptUrl = 'http://bot-check.test/recaptcha/api.js';
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-bot-check]')];
const execute = jest.fn<Promise<string>, [string, { action: string }]>();

afterEach(() => {
  delete window.grecaptcha;
  document.head.innerHTML = '';
  jest.useRealTimers();
});

describe('the bot-check loader', () => {
  it('adds the script once for the site key and resolves when grecaptcha is there', async () => {
    const first = loadRecaptchaScript(scriptUrl, 'site-key');
    const second = loadRecaptchaScript(scriptUrl, 'site-key');
    expect(scripts().map((script) => script.src)).toEqual([`${scriptUrl}?render=site-key`]);

    window.grecaptcha = { ready: (callback) => callback(), execute };
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    expect(isRecaptchaLoaded()).toBe(true);
    await expect(loadRecaptchaScript(scriptUrl, 'site-key')).resolves.toBeUndefined();
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script fails to load, and a later call adds it again', async () => {
    const loading = loadRecaptchaScript(scriptUrl, 'site-key');
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('The bot-check script failed to load');
    expect(scripts()).toHaveLength(0);

    void loadRecaptchaScript(scriptUrl, 'site-key').catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it('gives up after the time limit', async () => {
    jest.useFakeTimers();
    const loading = loadRecaptchaScript(scriptUrl, 'site-key', 500);
    jest.advanceTimersByTime(500);
    await expect(loading).rejects.toThrow('did not load in 500 ms');
    expect(scripts()).toHaveLength(0);
  });

  it('asks for a token for the given action', async () => {
    execute.mockResolvedValue('token-1');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    await expect(getRecaptchaToken('site-key', 'subscribe')).resolves.toBe('token-1');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'subscribe' });
  });

  it('rejects a token request when the script is absent', async () => {
    await expect(getRecaptchaToken('site-key', 'submit')).rejects.toThrow('not loaded');
  });
});
