import * as z from 'zod';

/**
 * One way for every process of the site (the contact API, the renderer, the local stack, the
 * static image) to read its environment: one zod object schema, read once at start, failing with
 * one message that names every bad variable, and the README's table made from the same schema.
 * Decision 032.
 */

export * as env from './env';

/** The settings of a process could not be read: `message` lists every bad variable. */
export class SettingsError extends Error {
  override name = 'SettingsError';
  readonly issues: z.core.$ZodIssue[];

  constructor(settingsName: string, error: z.ZodError) {
    super(`${settingsName}: invalid settings\n${z.prettifyError(error)}`);
    this.issues = error.issues;
  }
}

export interface Settings<S extends z.ZodType> {
  /** Who reads them (`contact-api`, `renderer` …): the first word of the error message. */
  readonly name: string;
  readonly schema: S;
  /** The settings from `env` (the process's environment by default), or a `SettingsError`. */
  read(env?: Record<string, string | undefined>): z.output<S>;
}

/**
 * A process's settings from their schema: a zod object with one key per environment variable,
 * each described (`.meta({ description })`), and cross-variable rules as `.superRefine` with
 * `path: ['VARIABLE']`, so that they are listed with the others. Zod runs those rules once
 * every variable parses.
 */
export function defineSettings<S extends z.ZodType>(name: string, schema: S): Settings<S> {
  return {
    name,
    schema,
    read(env = process.env) {
      const parsed = schema.safeParse(env);
      if (!parsed.success) throw new SettingsError(name, parsed.error);
      return parsed.data;
    },
  };
}

/** Metadata a variable's table row reads, beside zod's `description`. */
export interface SettingMeta {
  /** The default as the table shows it, when the value differs per machine (a path). */
  defaultText?: string;
}

/** The schema and those it wraps (default, optional, preprocess, pipe), outermost first. */
function* layers(schema: z.core.$ZodType): Generator<z.core.$ZodType> {
  yield schema;
  const def = schema._zod.def as {
    innerType?: z.core.$ZodType;
    in?: z.core.$ZodType;
    out?: z.core.$ZodType;
  };
  for (const inner of [def.innerType, def.in, def.out]) if (inner) yield* layers(inner);
}

/** The metadata of every layer, the outermost winning. */
function metaOf(schema: z.core.$ZodType): z.core.GlobalMeta & SettingMeta {
  const metas = [...layers(schema)].map((layer) => z.globalRegistry.get(layer) ?? {});
  return Object.assign({}, ...metas.reverse()) as z.core.GlobalMeta & SettingMeta;
}

const code = (value: string) => `\`${value}\``;

function shownValue(value: unknown): string {
  if (Array.isArray(value)) return code(value.join(','));
  if (value === '') return 'none';
  return code(String(value));
}

/** What a variable is when unset: its default, `none` (optional or empty), or `required`. */
export function defaultOf(schema: z.core.$ZodType): string {
  const meta = metaOf(schema);
  if (typeof meta.defaultText === 'string') return meta.defaultText;
  const unset = z.safeParse(schema, undefined);
  if (!unset.success) return 'required';
  return unset.data === undefined ? 'none' : shownValue(unset.data);
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The markdown table of the settings: variable, default, meaning; one row per variable. */
export function settingsTable(settings: Settings<z.ZodObject>): string {
  const rows = Object.entries(settings.schema.shape).map(([variable, schema]) => {
    const description = metaOf(schema).description;
    if (!description) throw new Error(`${settings.name}: ${variable} has no description`);
    return `| ${code(variable)} | ${cell(defaultOf(schema))} | ${cell(description)} |`;
  });
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n') + '\n';
}
