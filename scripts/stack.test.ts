import { readStack } from './stack';

describe('local stack configuration', () => {
  it('serves the shell on 3000 and the marketing remote on 3001 by default', () => {
    const stack = readStack({});
    expect(stack.host).toBe('127.0.0.1');
    expect(stack.apps.map((app) => [app.name, app.port])).toEqual([
      ['shell', 3000],
      ['marketing', 3001],
    ]);
    expect(stack.remotesConfig).toEqual({
      remotes: { marketing: 'http://localhost:3001/mf-manifest.json' },
    });
  });

  it('lets only the shell load the remotes cross-origin', () => {
    expect(readStack({}).allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(
      readStack({ ALLOWED_ORIGINS: 'https://www.example.co.uk, https://example.co.uk' })
        .allowedOrigins,
    ).toEqual(['https://www.example.co.uk', 'https://example.co.uk']);
  });

  it('follows the ports and host it is given', () => {
    const stack = readStack({
      SHELL_PORT: '3100',
      MARKETING_PORT: '3101',
      PUBLIC_HOST: '127.0.0.1',
    });
    expect(stack.shell.origin).toBe('http://127.0.0.1:3100');
    expect(stack.remotesConfig.remotes.marketing).toBe('http://127.0.0.1:3101/mf-manifest.json');
  });

  it('points the shell at another deployment of a remote without a rebuild', () => {
    const stack = readStack({
      MARKETING_REMOTE_URL: 'https://marketing.example.co.uk/v42/mf-manifest.json',
    });
    expect(stack.remotesConfig.remotes.marketing).toBe(
      'https://marketing.example.co.uk/v42/mf-manifest.json',
    );
    expect(stack.shellContentSecurityPolicy).toContain(
      "script-src 'self' https://marketing.example.co.uk",
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => readStack({ SHELL_PORT: 'eighty' })).toThrow(/SHELL_PORT/);
    expect(() => readStack({ MARKETING_REMOTE_URL: 'not a url' })).toThrow(/MARKETING_REMOTE_URL/);
  });
});
