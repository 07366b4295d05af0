/**
 * The generator of the static images' nginx configuration (decision 031): a new remote is one
 * name in `remoteNames`, and the container's entrypoint then requires its URL, writes it into
 * remotes.json and allows its origin in the shell's CSP, with no other change. Runs the
 * generated files through entrypoint.sh with a stand-in for nginx; nginx.test.ts serves them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as Federation from '@site/contracts/federation';
import { contentTypes, rendererFiles, rendererFolders } from '@site/static-server/edge-policy';
import { nginxFiles, writeNginxFiles } from './generate';

jest.mock('@site/contracts/federation', () => {
  const actual = jest.requireActual<typeof Federation>('@site/contracts/federation');
  return { ...actual, remoteNames: [...actual.remoteNames, 'careers'] };
});

const entrypoint = path.join(__dirname, 'entrypoint.sh');
let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'static-generate-'));
  writeNginxFiles(path.join(work, 'generated'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const shellEnv = {
  MARKETING_REMOTE_URL: 'https://marketing.example/mf-manifest.json',
  BLOG_REMOTE_URL: 'https://blog.example/mf-manifest.json',
  CONTACT_REMOTE_URL: 'https://contact.example/mf-manifest.json',
  CAREERS_REMOTE_URL: 'https://Careers.example:443/v2/mf-manifest.json',
  SUPABASE_URL: 'https://abc.supabase.co',
  CONTACT_API_URL: 'https://api.example/contact',
  RECAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js',
};

/** The entrypoint for the shell, up to the point where it would start nginx (`true` instead). */
function startShell(name: string, env: Record<string, string>) {
  const root = path.join(work, name);
  const html = path.join(root, 'html');
  mkdirSync(html, { recursive: true });
  writeFileSync(path.join(html, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(html, 'csp-script-hashes.txt'), `'sha256-${'A'.repeat(43)}='\n`);
  const result = spawnSync('sh', [entrypoint], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      APP: 'shell',
      SITE_ROOT: html,
      RUNTIME_DIR: path.join(root, 'runtime'),
      NGINX_CONF_DIR: path.join(root, 'nginx'),
      NGINX_TEMPLATE_DIR: path.join(work, 'generated'),
      NGINX_BIN: 'true',
      ...env,
    },
    encoding: 'utf8',
    timeout: 10_000,
  });
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  return { status: result.status, output: result.stderr, read };
}

describe('a new remote is one entry of remoteNames', () => {
  it('the shell requires its URL', () => {
    const withoutCareers: Record<string, string> = { ...shellEnv };
    delete withoutCareers.CAREERS_REMOTE_URL;
    const started = startShell('no-careers', withoutCareers);
    expect(started.status).toBe(78);
    expect(started.output).toContain(
      "✖ is required: the URL of the careers remote's mf-manifest.json\n  → at CAREERS_REMOTE_URL\n",
    );
  });

  it('writes it into remotes.json and allows its origin in the CSP', () => {
    const started = startShell('careers', shellEnv);
    expect([started.status, started.output]).toEqual([0, expect.stringContaining('serving the')]);
    expect(JSON.parse(started.read('runtime/remotes.json'))).toEqual({
      remotes: {
        marketing: shellEnv.MARKETING_REMOTE_URL,
        blog: shellEnv.BLOG_REMOTE_URL,
        contact: shellEnv.CONTACT_REMOTE_URL,
        careers: shellEnv.CAREERS_REMOTE_URL,
      },
    });
    const policy = /\$content_security_policy \{\s*"~\^text\/html" "([^"]*)"/.exec(
      started.read('nginx/nginx.conf'),
    )?.[1];
    expect(policy).toContain(
      "script-src 'self' https://marketing.example https://blog.example https://contact.example https://careers.example https://www.google.com https://www.gstatic.com",
    );
  });

  it('a remote of that name is an APP the image serves, with ALLOWED_ORIGINS', () => {
    const settings = nginxFiles()['settings.sh']!;
    expect(settings).toContain('apps="shell marketing blog contact careers"');
    expect(settings).toMatch(
      / {2}careers\)\n {4}check seconds HSTS_MAX_AGE optional .*\n {4}check origins ALLOWED_ORIGINS required/,
    );
  });

  it('and nothing in nginx names a remote or a page', () => {
    for (const [name, content] of Object.entries(nginxFiles())) {
      if (name === 'settings.sh') continue;
      expect([name, /marketing|careers|\/about|\/blogs/.test(content)]).toEqual([name, false]);
    }
  });
});

describe('the generated configuration', () => {
  it('has every content type of the policy, and the renderer serves its files', () => {
    const conf = nginxFiles()['nginx.conf.template']!;
    for (const [extension, type] of Object.entries(contentTypes)) {
      expect(conf).toMatch(
        new RegExp(
          `${type.split(';')[0]!.replace(/[+/]/g, '\\$&')} [^;]*\\b${extension.slice(1)}\\b`,
        ),
      );
    }
    const pages = nginxFiles()['pages-renderer.conf.template']!;
    for (const file of rendererFiles) expect(pages).toContain(`location = ${file} {`);
    for (const folder of rendererFolders) expect(pages).toContain(`location ^~ ${folder} {`);
  });

  it('keeps no answer of the renderer: nothing of it is cached by nginx (decision 039)', () => {
    for (const [name, content] of Object.entries(nginxFiles())) {
      expect([name, /\b(proxy_cache|proxy_store|proxy_ignore_headers)\b/.test(content)]).toEqual([
        name,
        false,
      ]);
    }
  });
});
