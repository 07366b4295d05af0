import path from 'node:path';
import { ImportBoundaryPlugin } from './import-boundary-plugin';
import { runWebpack, sourceFolder } from './testing/webpack-fixture';

const sources = sourceFolder('import-boundary-', {
  'app.js': "import { Box } from '@chakra-ui/react/box';\nconsole.log(Box);\n",
  'router.js': "export * from 'react-router-dom';\n",
});

/** The build's errors, with the plugin allowing the imports from `allowedDir` only. */
async function compile(entry: string, allowedDir: string): Promise<string[]> {
  const stats = await runWebpack({
    mode: 'development',
    context: sources.path,
    entry,
    output: { path: path.join(sources.path, 'dist') },
    plugins: [new ImportBoundaryPlugin(allowedDir)],
  });
  return (stats.toJson({ all: false, errors: true }).errors ?? []).map((e) => e.message);
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
    const errors = await compile('./app.js', sources.path);
    expect(errors.join('\n')).not.toContain('directly');
  });
});
