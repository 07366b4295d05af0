import { parseRemotesConfig, remoteModules, remoteRoutes, routesOf } from './federation';

describe('remotes.json contract', () => {
  it('accepts a URL per known remote', () => {
    const config = parseRemotesConfig({
      remotes: { marketing: 'http://localhost:3001/mf-manifest.json' },
    });
    expect(config.remotes.marketing).toBe('http://localhost:3001/mf-manifest.json');
    expect(config.remotes.blog).toBeUndefined();
  });

  it('names the key that is wrong', () => {
    expect(() => parseRemotesConfig({ remotes: { marketing: 'not a url' } })).toThrow(
      /remotes\.marketing/,
    );
    expect(() => parseRemotesConfig({})).toThrow(/remotes/);
  });

  it('rejects remotes the shell does not know', () => {
    expect(() => parseRemotesConfig({ remotes: { shop: 'http://localhost:9/m.json' } })).toThrow(
      /remotes/,
    );
  });

  it('lists every marketing page of the specification', () => {
    expect(remoteModules.marketing).toHaveLength(8);
  });
});

describe('route table', () => {
  it('maps every route of the specification to a module its remote exposes', () => {
    const paths = remoteRoutes.map((route) => route.path);
    expect(paths).toEqual([
      '/',
      '/about',
      '/healthcare',
      '/finance',
      '/compliance',
      '/salesforce',
      '/privacy-policy',
      '/cookies-policy',
      '/blogs',
      '/blog/:slug',
      '/contact',
    ]);
    for (const { remote, module } of remoteRoutes) {
      expect(remoteModules[remote]).toContain(module);
    }
  });

  it('gives each remote its own rows', () => {
    expect(routesOf('marketing')).toHaveLength(8);
    expect(routesOf('blog').map((route) => route.path)).toEqual(['/blogs', '/blog/:slug']);
  });
});

describe('remotes.json edge cases', () => {
  it.each([null, 'text', [], { remotes: [] }, { remotes: null }])('rejects %p', (input) => {
    expect(() => parseRemotesConfig(input)).toThrow(/remotes/);
  });

  it('accepts only http and https locations', () => {
    expect(() => parseRemotesConfig({ remotes: { marketing: 'javascript:alert(1)' } })).toThrow(
      /remotes\.marketing/,
    );
    expect(
      parseRemotesConfig({ remotes: { marketing: 'https://cdn.example.co.uk/m/mf-manifest.json' } })
        .remotes.marketing,
    ).toBe('https://cdn.example.co.uk/m/mf-manifest.json');
  });
});
