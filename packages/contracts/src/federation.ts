/**
 * The contract between the shell and the remotes: which remotes exist and which modules each
 * one exposes. A remote's build checks its `exposes` against this list, and the shell's route
 * table can only name modules listed here.
 */
export const remoteModules = {
  marketing: [
    './Home',
    './About',
    './HealthCare',
    './Finance',
    './Compliance',
    './Salesforce',
    './PrivacyPolicy',
    './CookiesPolicy',
  ],
  blog: ['./BlogList', './BlogPost'],
  contact: ['./ContactPage'],
} as const;

export type RemoteName = keyof typeof remoteModules;
export type ExposedModule<R extends RemoteName> = (typeof remoteModules)[R][number];

export const remoteNames = Object.keys(remoteModules) as RemoteName[];

/** A route of the site whose page is a module exposed by a remote. */
export interface RemoteRoute<R extends RemoteName = RemoteName> {
  path: string;
  remote: R;
  module: ExposedModule<R>;
}

const route = <R extends RemoteName>(
  path: string,
  remote: R,
  module: ExposedModule<R>,
): RemoteRoute<R> => ({ path, remote, module });

/**
 * Every page route of the specification and the remote module that renders it. The shell builds
 * its router from this table; each remote's standalone mode serves its own rows. To find a page's
 * code, follow the module name to `remote-<name>/src/exposes/`.
 */
export const remoteRoutes: readonly RemoteRoute[] = [
  route('/', 'marketing', './Home'),
  route('/about', 'marketing', './About'),
  route('/healthcare', 'marketing', './HealthCare'),
  route('/finance', 'marketing', './Finance'),
  route('/compliance', 'marketing', './Compliance'),
  route('/salesforce', 'marketing', './Salesforce'),
  route('/privacy-policy', 'marketing', './PrivacyPolicy'),
  route('/cookies-policy', 'marketing', './CookiesPolicy'),
  route('/blogs', 'blog', './BlogList'),
  route('/blog/:slug', 'blog', './BlogPost'),
  route('/contact', 'contact', './ContactPage'),
];

/** The routes a remote serves. */
export const routesOf = <R extends RemoteName>(remote: R): RemoteRoute<R>[] =>
  remoteRoutes.filter((r): r is RemoteRoute<R> => r.remote === remote);

/**
 * `remotes.json`, served beside the shell's `index.html`: where each remote's Module Federation
 * manifest lives. Written from the environment when the site starts, so moving a remote or
 * shipping a new version of it needs no shell rebuild. A remote missing from the file is shown
 * as unavailable; the rest of the site keeps working.
 */
export interface RemotesConfig {
  remotes: Partial<Record<RemoteName, string>>;
}

const isAbsoluteHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Parses `remotes.json`; the error names the offending key. Hand-written rather than zod: this
 * runs on every first page load, and a schema library would add more bytes than the whole check.
 */
export function parseRemotesConfig(input: unknown): RemotesConfig {
  const problems: string[] = [];
  const remotes: RemotesConfig['remotes'] = {};
  const raw = (input as { remotes?: unknown } | null)?.remotes;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push('remotes: expected an object of remote name to manifest URL');
  } else {
    for (const [name, url] of Object.entries(raw)) {
      if (!(name in remoteModules)) problems.push(`remotes.${name}: not a remote of this site`);
      else if (!isAbsoluteHttpUrl(url)) problems.push(`remotes.${name}: expected an http(s) URL`);
      else remotes[name as RemoteName] = url;
    }
  }
  if (problems.length > 0) throw new Error(`remotes.json is invalid: ${problems.join('; ')}`);
  return { remotes };
}
