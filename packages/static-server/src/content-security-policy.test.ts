import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, readInlineScriptHashes } from './content-security-policy';

const hash = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('contentSecurityPolicy', () => {
  it('allows inline scripts by hash only, in script-src only', () => {
    const policy = contentSecurityPolicy({ remotes: ['https://r.example'], inlineScripts: [hash] });
    expect(policy).toContain(`script-src 'self' https://r.example ${hash};`);
    expect(policy.split(hash)).toHaveLength(2);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});

describe('readInlineScriptHashes', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'csp-hashes-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const file = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };

  it('reads the sources the build listed', () => {
    expect(readInlineScriptHashes(file('one.txt', `${hash}\n`))).toEqual([hash]);
  });

  it('is empty when the build inlined nothing', () => {
    expect(readInlineScriptHashes(path.join(dir, 'missing.txt'))).toEqual([]);
  });

  it.each(["'unsafe-inline'", "'sha256-short='", `${hash}; script-src *`])('refuses %s', (text) => {
    expect(() => readInlineScriptHashes(file('bad.txt', text))).toThrow(/is not a sha256 source/);
  });
});
