import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { buildWithWebpack, sourceFolder } from './testing/webpack-fixture';
import { hostSplitChunks } from './webpack-config';

const sources = sourceFolder('host-split-chunks-', {
  'index.js': "import('./bootstrap');\n",
  'bootstrap.js': [
    "import { frame } from './frame';",
    "import { shared } from './shared';",
    "import { render } from 'react-dom';",
    'console.log(frame, shared, render);',
    'import(/* webpackChunkName: "toast-region" */ \'./late\').then((late) => late.show());',
    "import('./page').then((page) => page.render());",
    '',
  ].join('\n'),
  'frame.js': "export const frame = 'the frame';\n",
  'shared.js': "export const shared = 'used at start-up and late';\n",
  'page.js': "export const render = () => console.log('a page');\n",
  'late.js': [
    "import { machine } from './late-library';",
    "import { shared } from './shared';",
    'export const show = () => console.log(machine, shared);',
    '',
  ].join('\n'),
  'late-library.js': "export const machine = 'the late machine';\n",
  'node_modules/react-dom/index.js': [
    "import { schedule } from 'scheduler';",
    "export const render = () => schedule('React DOM renders');",
    '',
  ].join('\n'),
  'node_modules/scheduler/index.js': "export const schedule = (task) => task + ' in time';\n",
});

it('puts every async module in the two start-up chunks (React DOM in one, the rest in the other), except a late chunk, which stays whole', async () => {
  const output = path.join(sources.path, 'dist');
  await buildWithWebpack({
    mode: 'production',
    context: sources.path,
    entry: { main: './index.js' },
    output: { path: output, filename: '[name].js', chunkFilename: '[name].js' },
    optimization: { splitChunks: hostSplitChunks },
  });

  expect((await readdir(output)).sort()).toEqual([
    'main.js',
    'startup-react.js',
    'startup.js',
    'toast-region.js',
  ]);
  const startup = await readFile(path.join(output, 'startup.js'), 'utf8');
  const startupReact = await readFile(path.join(output, 'startup-react.js'), 'utf8');
  expect(startupReact).toContain('React DOM renders');
  expect(startupReact).toContain(' in time');
  expect(startup).not.toContain('React DOM renders');
  expect(startup).not.toContain(' in time');
  const late = await readFile(path.join(output, 'toast-region.js'), 'utf8');
  expect(startup).toContain('the frame');
  expect(startup).toContain('a page');
  expect(startup).toContain('used at start-up and late');
  expect(startup).not.toContain('the late machine');
  expect(late).toContain('the late machine');
  expect(late).not.toContain('used at start-up and late');
});

// Module Federation asks for a shared module's chunk straight from the entry (the share scope),
// not from the bootstrap: a late chunk it imports has no start-up chunk among its parents, and
// webpack would copy into it the modules it shares with the start-up.
const reachedFromTheEntry = sourceFolder('host-split-chunks-entry-', {
  'index.js': "import('./bootstrap');\nimport('./system');\n",
  'bootstrap.js': [
    "import { system } from './system';",
    "import { helper } from './helper';",
    'console.log(system(), helper);',
    '',
  ].join('\n'),
  'system.js': [
    'export const system = () => import(/* webpackChunkName: "page-system" */ \'./builder\');',
    '',
  ].join('\n'),
  'builder.js': [
    "import { helper } from './helper';",
    "export const build = () => 'the system builder ' + helper;",
    '',
  ].join('\n'),
  'helper.js': "export const helper = 'a helper of both';\n",
});

it('keeps out of a late chunk what the start-up has, when the late chunk is reached from the entry', async () => {
  const output = path.join(reachedFromTheEntry.path, 'dist');
  await buildWithWebpack({
    mode: 'production',
    context: reachedFromTheEntry.path,
    entry: { main: './index.js' },
    output: { path: output, filename: '[name].js', chunkFilename: '[name].js' },
    optimization: { splitChunks: hostSplitChunks },
  });
  const startup = await readFile(path.join(output, 'startup.js'), 'utf8');
  const late = await readFile(path.join(output, 'page-system.js'), 'utf8');
  expect(late).toContain('the system builder');
  expect(startup).toContain('a helper of both');
  expect(late).not.toContain('a helper of both');
});
