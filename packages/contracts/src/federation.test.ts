import { parseRemoteManifest, parseRemotesConfig } from './federation';
import { manifestRoutes, parseReleaseConfig } from './release-config';

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

  it('holds each server entry’s integrity beside its pointer, and names a malformed one', () => {
    const integrity = `sha384-${'A'.repeat(64)}`;
    const config = parseRemotesConfig({
      remotes: { marketing: 'http://localhost:3001/mf-manifest.json' },
      serverIntegrity: { marketing: integrity },
    });
    expect(config.serverIntegrity).toEqual({ marketing: integrity });
    expect(() =>
      parseRemotesConfig({ remotes: {}, serverIntegrity: { marketing: 'md5-abc' } }),
    ).toThrow(/serverIntegrity\.marketing/);
    expect(() => parseRemotesConfig({ remotes: {}, serverIntegrity: [] })).toThrow(
      /serverIntegrity/,
    );
  });

  it('takes any remote it names (the set of remotes is data), but only a plain name', () => {
    expect(
      parseRemotesConfig({ remotes: { careers: 'http://localhost:9/m.json' } }).remotes.careers,
    ).toBe('http://localhost:9/m.json');
    expect(() => parseRemotesConfig({ remotes: { '../x': 'http://localhost:9/m.json' } })).toThrow(
      /remotes\.\.\.\/x: not a remote name/,
    );
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

describe('mf-manifest.json contract', () => {
  const manifest = {
    name: 'blog',
    metaData: {
      globalName: 'blog',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' },
    },
    exposes: [
      { path: './BlogList', assets: { js: { sync: ['list.1.js', 'vendor.2.js'], async: [] } } },
      { path: './Broken' },
    ],
  };

  it('gives the entry URL beside the manifest and each module’s scripts', () => {
    expect(parseRemoteManifest(manifest, 'https://cdn.example/blog/v2/mf-manifest.json')).toEqual({
      entryUrl: 'https://cdn.example/blog/v2/remoteEntry.js',
      release: '',
      globalName: 'blog',
      moduleScripts: {
        './BlogList': [
          'https://cdn.example/blog/v2/list.1.js',
          'https://cdn.example/blog/v2/vendor.2.js',
        ],
      },
    });
  });

  it('gives the pages the release declares, and names a malformed one', () => {
    const routes = [{ path: '/blogs', module: './BlogList', prefetch: true, query: ['page'] }];
    const declaring = { ...manifest, metaData: { ...manifest.metaData, routes } };
    expect(manifestRoutes(declaring, 'https://cdn.example/m.json')).toEqual(routes);
    const broken = { ...manifest, metaData: { ...manifest.metaData, routes: [{ path: 'blogs' }] } };
    expect(() => manifestRoutes(broken, 'https://cdn.example/m.json')).toThrow(
      'https://cdn.example/m.json: routes[0].path must be a path',
    );
  });

  it('gives the server build, the release and when it was built, for the renderer', () => {
    const withServer = {
      ...manifest,
      metaData: {
        ...manifest.metaData,
        ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server/', type: 'commonjs-module' },
        buildInfo: { buildVersion: 'abc123', buildTime: '2026-11-24T10:00:00.000Z' },
      },
    };
    const info = parseRemoteManifest(withServer, 'https://cdn.example/blog/v2/mf-manifest.json');
    expect(info.serverEntryUrl).toBe('https://cdn.example/blog/v2/server/remoteEntry.js');
    expect(info.release).toBe('abc123');
    expect(info.builtAt).toBe('2026-11-24T10:00:00.000Z');
  });

  it('follows the path of an entry published in a folder', () => {
    const inFolder = {
      ...manifest,
      metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry.js', path: 'js/' } },
    };
    const info = parseRemoteManifest(inFolder, 'https://cdn.example/blog/mf-manifest.json');
    expect(info.entryUrl).toBe('https://cdn.example/blog/js/remoteEntry.js');
    expect(info.moduleScripts['./BlogList']?.[0]).toBe('https://cdn.example/blog/js/list.1.js');
  });

  it.each([null, {}, { metaData: { globalName: 'blog' } }])('rejects %p', (input) => {
    expect(() => parseRemoteManifest(input, 'https://cdn.example/m.json')).toThrow(
      'https://cdn.example/m.json is not a remote manifest',
    );
  });
});

describe('remotes.json as the registry writes it: routes and candidates', () => {
  const remotes = { marketing: 'http://localhost:3001/mf-manifest.json' };
  it('reads each remote’s routes and candidate', () => {
    const written = {
      remotes,
      routes: { marketing: [{ path: '/', module: './Home' }] },
      candidates: {
        marketing: {
          version: 'v2',
          manifestUrl: 'http://localhost:3001/v2.json',
          canaryPercent: 10,
        },
      },
    };
    const config = parseReleaseConfig(written);
    expect(config).toEqual(written);
    // Where the remotes are is all a page needs: the rest is the renderer's.
    expect(parseRemotesConfig(config)).toEqual({ remotes });
  });

  it('names what is wrong', () => {
    expect(() =>
      parseReleaseConfig({
        remotes,
        candidates: { marketing: { version: 'v2', canaryPercent: 0 } },
      }),
    ).toThrow('candidates.marketing.manifestUrl');
    expect(() =>
      parseReleaseConfig({
        remotes,
        candidates: {
          marketing: { version: 'v2', manifestUrl: 'http://a/m.json', canaryPercent: 101 },
        },
      }),
    ).toThrow('candidates.marketing.canaryPercent: expected 1 to 100');
    expect(() => parseReleaseConfig({ remotes, routes: { marketing: 'all' } })).toThrow(
      'routes.marketing: routes must be a list',
    );
  });
});
