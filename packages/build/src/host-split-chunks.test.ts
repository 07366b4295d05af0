import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { hostSplitChunks } from './webpack-config';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'host-split-chunks-'));
  const files: Record<string, string> = {
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
  };
  await mkdir(path.join(dir, 'node_modules', 'react-dom'), { recursive: true });
  await mkdir(path.join(dir, 'node_modules', 'scheduler'), { recursive: true });
  await Promise.all(
    Object.entries(files).map(([name, text]) => writeFile(path.join(dir, name), text)),
  );
});

afterAll(() => rm(dir, { recursive: true, force: true }));

it('puts every async module in the two start-up chunks (React DOM in one, the rest in the other), except a late chunk, which stays whole', async () => {
  const output = path.join(dir, 'dist');
  await new Promise<void>((resolve, reject) => {
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { main: './index.js' },
      output: { path: output, filename: '[name].js', chunkFilename: '[name].js' },
      optimization: { splitChunks: hostSplitChunks },
    });
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
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
