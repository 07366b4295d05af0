import * as z from 'zod';

/**
 * Schemas of environment values, built on zod's own coercion (`z.coerce`, `z.stringbool`). Each
 * takes its default (`undefined`: the variable may be unset) and reads a blank value as unset:
 * compose and CI pass `VAR=` for a variable they do not set, which must mean the default.
 */

const unsetWhenBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A blank value (empty or spaces) is read as unset, so the schema's default applies. */
export function blankAsUnset<S extends z.core.SomeType>(schema: S): z.ZodPreprocess<S> {
  return z.preprocess(unsetWhenBlank, schema);
}

type WithFallback<S extends z.ZodType, F> = undefined extends F
  ? z.ZodOptional<S>
  : z.ZodDefault<S>;

function withFallback<S extends z.ZodType, F>(schema: S, fallback: F): WithFallback<S, F> {
  const settled = fallback === undefined ? schema.optional() : schema.default(fallback as never);
  return settled as WithFallback<S, F>;
}

/** Text, as set. */
export function text<F extends string | undefined>(
  fallback: F,
): z.ZodPreprocess<WithFallback<z.ZodString, F>> {
  return blankAsUnset<WithFallback<z.ZodString, F>>(withFallback(z.string(), fallback));
}

/** `true`/`false` (also `1`/`0`, `yes`/`no`, `on`/`off`, any case), by `z.stringbool`. */
export function flag(fallback: boolean) {
  return blankAsUnset(z.stringbool({ error: 'must be true or false' }).default(fallback));
}

function boundedNumber(schema: z.ZodCoercedNumber, min: number, max: number) {
  return schema.min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);
}

/** A whole number from `min` to `max`. */
export function integer<F extends number | undefined>(
  fallback: F,
  min = Number.MIN_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
): z.ZodPreprocess<WithFallback<z.ZodCoercedNumber, F>> {
  const whole = z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' });
  return blankAsUnset<WithFallback<z.ZodCoercedNumber, F>>(
    withFallback(boundedNumber(whole, min, max), fallback),
  );
}

/** A number from `min` to `max`, fractions allowed. */
export function number<F extends number | undefined>(
  fallback: F,
  min = -Number.MAX_VALUE,
  max = Number.MAX_VALUE,
): z.ZodPreprocess<WithFallback<z.ZodCoercedNumber, F>> {
  const any = z.coerce.number({ error: 'must be a number' });
  return blankAsUnset<WithFallback<z.ZodCoercedNumber, F>>(
    withFallback(boundedNumber(any, min, max), fallback),
  );
}

/** A TCP port. */
export function port<F extends number | undefined>(
  fallback: F,
): z.ZodPreprocess<WithFallback<z.ZodCoercedNumber, F>> {
  return integer(fallback, 1, 65535);
}

export interface UrlOptions {
  /** The schemes allowed (default: http and https). */
  protocol?: RegExp;
  /** The message when the value is not such a URL. */
  error?: string;
}

/** An absolute URL, kept as written. */
export function url<F extends string | undefined>(
  fallback: F,
  options: UrlOptions = {},
): z.ZodPreprocess<WithFallback<z.ZodURL, F>> {
  const protocol = options.protocol ?? /^https?$/;
  const error = options.error ?? (options.protocol ? 'must be a URL' : 'must be an http(s) URL');
  return blankAsUnset<WithFallback<z.ZodURL, F>>(
    withFallback(z.url({ protocol, error }), fallback),
  );
}

const commaSeparated = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * Comma-separated values, each checked by `item` (a bad one is reported at its index, as
 * `VARIABLE[1]`). A value set but listing nothing is an error; unset takes the default.
 */
export function list<
  F extends readonly string[] | undefined,
  I extends z.ZodType<unknown, string> = z.ZodString,
>(fallback: F, item?: I) {
  const values = z
    .string()
    .transform(commaSeparated)
    .pipe(z.array((item ?? z.string()) as I).min(1, 'must list at least one value'));
  const settled = fallback === undefined ? values.optional() : values.prefault(fallback.join(','));
  return blankAsUnset(
    settled as undefined extends F ? z.ZodOptional<typeof values> : z.ZodPrefault<typeof values>,
  );
}
