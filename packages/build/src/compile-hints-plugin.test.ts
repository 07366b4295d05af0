import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileHintComment, CompileHintsPlugin } from './compile-hints-plugin';
import { buildWithWebpack, sourceFolder } from './testing/webpack-fixture';

const sources = sourceFolder('compile-hints-', {
  'app.js': "/* a comment the minifier drops */\nimport('./later').then((m) => m.show());\n",
  'later.js': 'export const show = () => console.log(1);\n',
});

/** Builds app.js in production mode; the files written, by chunk name, with their text. */
async function build(hinted = true): Promise<Map<string, string>> {
  const output = path.join(sources.path, 'dist');
  await buildWithWebpack({
    mode: 'production',
    context: sources.path,
    entry: { main: './app.js' },
    output: { path: output, filename: '[name].[contenthash:8].js', clean: true },
    plugins: hinted ? [new CompileHintsPlugin((chunk) => chunk.name === 'main')] : [],
  });
  const files = await readdir(output);
  return new Map(
    await Promise.all(
      files.map(async (file) => [file, await readFile(path.join(output, file), 'utf8')] as const),
    ),
  );
}

describe('CompileHintsPlugin', () => {
  it("opens the chosen chunks' minified files with V8's compile hint, and only those", async () => {
    const files = await build();
    const main = [...files].find(([file]) => file.startsWith('main.'));
    const others = [...files].filter(([file]) => !file.startsWith('main.'));
    expect(main?.[1].startsWith(compileHintComment)).toBe(true);
    expect(main?.[1]).not.toContain('a comment the minifier drops');
    expect(others).toHaveLength(1);
    expect(others.every(([, text]) => !text.includes('allFunctionsCalledOnLoad'))).toBe(true);
  });

  it('names the hinted file by a hash of its content, comment included', async () => {
    const mainFile = (files: Map<string, string>) =>
      [...files.keys()].find((file) => file.startsWith('main.'));
    const hinted = await build();
    const plain = await build(false);
    expect(hinted.get(mainFile(hinted) ?? '')).toBe(
      compileHintComment + plain.get(mainFile(plain) ?? ''),
    );
    expect(mainFile(hinted)).not.toBe(mainFile(plain));
  });
});
