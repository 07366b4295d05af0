import {
  besideBundle,
  loadRuntimeConfig,
  parserFrom,
  type ConfigParser,
  type SafeParseSchema,
} from './load-runtime-config';

/** A remote's settings file: how to check it, and how to read it from beside the bundle. */
export interface RuntimeConfig<T> {
  /** The settings from parsed JSON, or an error that names the first bad key. */
  parse: ConfigParser<T>;
  /** Reads and checks the file beside the running bundle, once per page (`loadRuntimeConfig`). */
  load: () => Promise<T>;
}

/**
 * A remote's runtime settings from their schema (a zod object): one build runs everywhere, and
 * what differs per environment is read from `config.json` beside the bundle (written when its
 * container starts). A new setting is a new key in the schema. The file's URL is worked out when
 * it is loaded, from the public path of the bundle that runs (the browser's or the server
 * build's).
 */
export function defineRuntimeConfig<T>(
  schema: SafeParseSchema<T>,
  fileName = 'config.json',
): RuntimeConfig<T> {
  const parse = parserFrom(schema);
  return { parse, load: () => loadRuntimeConfig(besideBundle(fileName), parse) };
}
