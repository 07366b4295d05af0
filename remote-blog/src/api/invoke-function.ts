import type { ZodMiniType } from 'zod/mini';
import { getBlogClient } from './blog-client';

/** A failed call to a blog function, with a message fit for a toast. */
export class BlogApiError extends Error {
  constructor(
    message: string,
    /** HTTP status of the function's answer; undefined when no answer arrived. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'BlogApiError';
  }
}

/** The function's own `{ error }` text, when its answer carries one. */
async function errorTextOf(response: unknown): Promise<string | undefined> {
  if (!(response instanceof Response)) return undefined;
  try {
    const body: unknown = await response.clone().json();
    const text = (body as { error?: unknown } | null)?.error;
    return typeof text === 'string' && text ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A call to an edge function: its JSON body, the contract of its answer, and what the visitor
 * reads when no answer arrives.
 */
export interface FunctionCall<T> {
  name: string;
  body: object;
  answer: ZodMiniType<T>;
  unreachableMessage: string;
}

async function call<T>({ name, body, answer, unreachableMessage }: FunctionCall<T>): Promise<T> {
  const client = await getBlogClient();
  const { data, error, response } = await client.invoke(name, { body });
  if (error) {
    const context = (error as { context?: unknown }).context ?? response;
    const status = context instanceof Response ? context.status : undefined;
    throw new BlogApiError((await errorTextOf(context)) ?? unreachableMessage, status);
  }
  const parsed = answer.safeParse(data);
  if (!parsed.success) throw new BlogApiError('The blog service sent an unexpected answer.');
  return parsed.data;
}

/** An answer older than this is not used: the page asks again. */
export const earlyAnswerMaxAgeMs = 10_000;

interface EarlyCall {
  answer: Promise<unknown>;
  startedAt: number;
  /** Set once the answer has arrived and matched its contract. */
  arrived?: { value: unknown };
}

/** Calls started before their page rendered (../exposes/prefetch.ts), by function and body. */
const earlyCalls = new Map<string, EarlyCall>();
const keyOf = ({ name, body }: FunctionCall<unknown>) => `${name} ${JSON.stringify(body)}`;
const isRecent = (early: EarlyCall | undefined): early is EarlyCall =>
  early !== undefined && Date.now() - early.startedAt <= earlyAnswerMaxAgeMs;

/**
 * Starts a call now, for the page that will make it when it renders (`invokeFunction`): its
 * answer is kept for that one use, and returned. A failure is reported there, to the page.
 */
export function startFunctionCall<T>(request: FunctionCall<T>): Promise<T> {
  const key = keyOf(request);
  const started = earlyCalls.get(key);
  if (isRecent(started)) return started.answer as Promise<T>;
  const answer = call(request);
  const early: EarlyCall = { answer, startedAt: Date.now() };
  answer.then((value) => (early.arrived = { value }), ignoreFailure);
  earlyCalls.set(key, early);
  return answer;
}

const ignoreFailure = () => undefined; // reported to the page, when it asks (invokeFunction)

/**
 * The answer of the same call started early, if it has already arrived (and recently): the page
 * renders with it at once, instead of rendering its loading state and then the answer. Used
 * once, like `invokeFunction`'s; undefined when it has not arrived, or failed: the page then
 * asks with `invokeFunction`, which waits for it or reports its failure.
 */
export function takeArrivedAnswer<T>(request: FunctionCall<T>): T | undefined {
  const key = keyOf(request);
  const early = earlyCalls.get(key);
  if (!isRecent(early) || !early.arrived) return undefined;
  earlyCalls.delete(key);
  return early.arrived.value as T;
}

/**
 * Calls a Supabase edge function with a JSON body and checks its answer against the contract;
 * the answer of the same call started early (and recently) is used once instead of calling again.
 */
export function invokeFunction<T>(request: FunctionCall<T>): Promise<T> {
  const key = keyOf(request);
  const early = earlyCalls.get(key);
  earlyCalls.delete(key);
  return isRecent(early) ? (early.answer as Promise<T>) : call(request);
}
