import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ImportBoundaryPlugin } from './import-boundary-plugin';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'import-boundary-'));
  await writeFile(
    path.join(dir, 'app.js'),
    "import { Box } from '@chakra-ui/react/box';\nconsole.log(Box);\n",
  );
  await writeFile(path.join(dir, 'router.js'), "export * from 'react-router-dom';\n");
});

afterAll(() => rm(dir, { recursive: true, force: true }));

function compile(entry: string, allowedDir: string): Promise<string[]> {
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry,
    output: { path: path.join(dir, 'dist') },
    plugins: [new ImportBoundaryPlugin(allowedDir)],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else
        resolve((stats?.toJson({ all: false, errors: true }).errors ?? []).map((e) => e.message));
    });
  });
}

describe('ImportBoundaryPlugin', () => {
  it('fails the build when app code imports Chakra directly', async () => {
    const errors = await compile('./app.js', '/nowhere');
    expect(errors.join('\n')).toContain('imports "@chakra-ui/react/box" directly');
  });

  it('fails the build when app code imports the router directly', async () => {
    const errors = await compile('./router.js', '/nowhere');
    expect(errors.join('\n')).toContain('imports "react-router-dom" directly');
  });

  it('lets the design system import them', async () => {
    const errors = await compile('./app.js', dir);
    expect(errors.join('\n')).not.toContain('directly');
  });
});
