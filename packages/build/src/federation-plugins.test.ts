import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { InlineEntryPlugin } from './inline-entry-plugin';
import { hashSourceOf, inlineScriptsOf } from './inline-scripts';
import { PageWideCssPlugin } from './page-wide-css-plugin';
import { RemoteManifestPlugin } from './remote-manifest-plugin';
import { sharedFromShell } from './shared-dependencies';
import { StartupPreloadPlugin } from './startup-preload-plugin';
import { buildWithWebpack, sourceFolder } from './testing/webpack-fixture';

const sources = sourceFolder('federation-plugins-', {
  'page.js': "export default () => 'a page';\n",
  'index.js': "import('./bootstrap');\n",
  'bootstrap.js': "console.log('started');\n",
  'template.html': '<html><head></head><body></body></html>',
});

const compile = (config: Configuration) =>
  buildWithWebpack({ mode: 'production', context: sources.path, ...config });

/** Builds index.js into `folder` with a page from the template; the folder's path. */
async function buildPage(
  folder: string,
  page: HtmlWebpackPlugin.Options,
  config: Configuration,
): Promise<string> {
  const output = path.join(sources.path, folder);
  await compile({
    entry: { main: './index.js' },
    output: { path: output, filename: '[name].[contenthash:8].js', publicPath: '/' },
    ...config,
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(sources.path, 'template.html'), ...page }),
      ...(config.plugins ?? []),
    ],
  });
  return output;
}

describe('RemoteManifestPlugin', () => {
  it('lists the entry, its global and the files of each exposed module', async () => {
    const output = path.join(sources.path, 'remote');
    await compile({
      entry: {},
      output: { path: output, filename: '[name].[contenthash:8].js', publicPath: 'auto' },
      plugins: [
        new webpack.container.ModuleFederationPlugin({
          name: 'pages',
          filename: 'remoteEntry.js',
          library: { type: 'var', name: 'pages' },
          exposes: { './Page': { import: './page.js', name: 'page_chunk' } },
        }),
        new RemoteManifestPlugin({
          name: 'pages',
          exposedChunks: { './Page': 'page_chunk' },
          routes: [{ path: '/page', module: './Page' }],
          shared: [{ name: 'react', singleton: true, requiredVersion: '^19.0.0' }],
        }),
      ],
    });
    const manifest = JSON.parse(await readFile(path.join(output, 'mf-manifest.json'), 'utf8'));
    const files = await readdir(output);
    const pageFile = files.find((file) => file.startsWith('page_chunk.'));

    expect(manifest.metaData).toMatchObject({
      globalName: 'pages',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' },
      publicPath: 'auto',
    });
    expect(manifest.metaData.buildInfo.buildVersion).toMatch(/^[0-9a-f]+$/);
    expect(manifest.exposes).toEqual([
      {
        path: './Page',
        name: 'Page',
        assets: { js: { sync: [pageFile], async: [] }, css: { sync: [], async: [] } },
      },
    ]);
    expect(manifest.shared).toEqual([
      { name: 'react', singleton: true, requiredVersion: '^19.0.0' },
    ]);
  });
});

describe('StartupPreloadPlugin', () => {
  it('preloads the named start-up chunk and the fetches, before the entry script', async () => {
    const output = await buildPage(
      'host',
      { minify: false },
      {
        optimization: {
          splitChunks: {
            cacheGroups: { startup: { chunks: 'async', name: 'startup', enforce: true } },
          },
        },
        plugins: [new StartupPreloadPlugin({ chunks: ['startup'], fetches: ['/remotes.json'] })],
      },
    );
    const html = await readFile(path.join(output, 'index.html'), 'utf8');
    const startup = (await readdir(output)).find((file) => file.startsWith('startup.'));

    const tags = html.match(/<(link|script)[^>]*>/g) ?? [];
    const unquoted = tags.map((tag) => tag.replace(/"/g, ''));
    expect(unquoted).toEqual([
      '<link rel=preload href=/remotes.json as=fetch crossorigin=anonymous>',
      `<link rel=preload href=/${startup} as=script fetchpriority=low>`,
      expect.stringMatching(/^<script defer(=defer)? src=\/main\./),
    ]);
  });
});

describe('InlineEntryPlugin', () => {
  it('writes the entry into the end of the body, with final chunk names, and lists its hash', async () => {
    const output = await buildPage(
      'inline',
      { scriptLoading: 'defer' },
      {
        plugins: [
          new InlineEntryPlugin({
            chunk: 'main',
            htmlFile: 'index.html',
            hashesFile: 'hashes.txt',
            serverPageFile: 'server-page.html',
          }),
        ],
      },
    );
    const html = await readFile(path.join(output, 'index.html'), 'utf8');
    const files = await readdir(output);
    const entry = files.find((file) => file.startsWith('main.'));
    const bootstrap = files.find((file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file));

    expect(html).not.toMatch(/<script[^>]*src=/);
    expect(html).toMatch(/<body><script>[\s\S]+<\/script><\/body>/);
    const [script] = inlineScriptsOf(html);
    expect(script).toBe(await readFile(path.join(output, entry ?? ''), 'utf8'));
    // The chunk it loads is named as written to disk: the hash is taken after webpack's rewrite.
    expect(script).toContain(bootstrap?.split('.')[1]);
    // The server's page preloads the entry file and runs it after its first paint, with its
    // loader's hash listed.
    const serverPage = await readFile(path.join(output, 'server-page.html'), 'utf8');
    const [loader] = inlineScriptsOf(serverPage);
    expect(loader).toContain(`"/${entry}"`);
    expect(loader).toContain('first-contentful-paint');
    expect(serverPage.replace(loader ?? '', '')).toBe(
      html
        .replace(script ?? '', '')
        .replace(
          '</head>',
          `<link rel="preload" href="/${entry}" as="script" fetchpriority="low"></head>`,
        ),
    );
    expect(await readFile(path.join(output, 'hashes.txt'), 'utf8')).toBe(
      `${hashSourceOf(script ?? '')} ${hashSourceOf(loader ?? '')}\n`,
    );
  });

  it('hashes as browsers do: SHA-256 of the UTF-8 text, in base64', () => {
    // The example of the CSP specification, section 2.3.1 (hash-source).
    expect(hashSourceOf("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });
});

describe('PageWideCssPlugin', () => {
  it('writes the CSS into one style element at the start of the head, computed once', async () => {
    const output = path.join(sources.path, 'page-wide');
    const css = jest.fn(() => 'html{color:red}');
    await compile({
      entry: { main: './index.js' },
      output: { path: output, filename: '[name].[contenthash:8].js', publicPath: '/' },
      plugins: [
        new HtmlWebpackPlugin({
          template: path.join(sources.path, 'template.html'),
          minify: false,
        }),
        new PageWideCssPlugin(css),
      ],
    });
    const html = await readFile(path.join(output, 'index.html'), 'utf8');
    expect(html).toMatch(/<head><style id="?page-wide-css"?>html\{color:red\}<\/style><script /);
    expect(css).toHaveBeenCalledTimes(1);
  });
});

describe('sharedFromShell', () => {
  it('takes every shared module from the shell, in the ranges the remote declares', () => {
    const shared = sharedFromShell({ react: '19.3.1', '@site/ui': '^1.0.0' });
    expect(shared.react).toEqual({ singleton: true, import: false, requiredVersion: '19.3.1' });
    expect(shared['react/']).toEqual({ singleton: true, import: false, requiredVersion: '19.3.1' });
    expect(shared['@site/ui/router']?.requiredVersion).toBe('^1.0.0');
    expect(shared['@emotion/react']?.requiredVersion).toBe(false);
  });
});
