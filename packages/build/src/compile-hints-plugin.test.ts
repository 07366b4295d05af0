import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { compileHintComment, CompileHintsPlugin } from './compile-hints-plugin';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
  await writeFile(
    path.join(dir, 'app.js'),
    "/* a comment the minifier drops */\nimport('./later').then((m) => m.show());\n",
  );
  await writeFile(path.join(dir, 'later.js'), 'export const show = () => console.log(1);\n');
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/** Builds app.js in production mode; the files written, by chunk name, with their text. */
async function build(hinted = true): Promise<Map<string, string>> {
  const output = path.join(dir, 'dist');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './app.js' },
    output: { path: output, filename: '[name].[contenthash:8].js', clean: true },
    plugins: hinted ? [new CompileHintsPlugin((chunk) => chunk.name === 'main')] : [],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
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
