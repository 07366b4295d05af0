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
