import { readServerState } from '@site/contracts/server-state';
import { nextTask } from '@site/ui/next-task';
import type { ZodMiniType } from 'zod/mini';

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
 * A call to an edge function: its JSON body, the contract of its answer (loaded when first
 * needed), and what the visitor reads when no answer arrives.
 */
export interface FunctionCall<T> {
  name: string;
  body: object;
  answer: () => Promise<ZodMiniType<T>>;
  unreachableMessage: string;
}

/**
 * The functions client, in a chunk of its own with the settings' schema (zod) it reads its
 * settings with: a page the server rendered with its data calls nothing as it starts, so its
 * first load carries none of it (decision 052). `./prefetch` brings it for the pages it starts.
 */
const blogClient = () => import('./blog-client').then((module) => module.getBlogClient());

/**
 * Loads the client ahead of the first call, once the page runs: a press then waits for its
 * request only.
 */
export function prepareCalls(): void {
  // In a task of its own, not in the one that runs every effect of the page (decision 063).
  void nextTask()
    .then(() => import('./blog-client'))
    .catch(() => undefined); // a call reports it, if it still fails
}

async function call<T>({ name, body, answer, unreachableMessage }: FunctionCall<T>): Promise<T> {
  // The contract downloads while the request is under way; if it cannot, no answer can be used.
  const contract = answer().catch(() => {
    throw new BlogApiError(unreachableMessage);
  });
  contract.catch(() => undefined); // reported below, once the request has settled
  const client = await blogClient().catch((error: unknown) => {
    console.error('The blog client could not be made:', error);
    throw new BlogApiError(unreachableMessage);
  });
  const { data, error, response } = await client.invoke(name, { body });
  if (error) {
    const context = (error as { context?: unknown }).context ?? response;
    const status = context instanceof Response ? context.status : undefined;
    throw new BlogApiError((await errorTextOf(context)) ?? unreachableMessage, status);
  }
  const parsed = (await contract).safeParse(data);
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
  /** Set when the server's call failed: the page renders that outcome at once. */
  failed?: { message: string; status?: number };
}

/** Calls started before their page rendered (../exposes/prefetch.ts), by function and body. */
const earlyCalls = new Map<string, EarlyCall>();
const keyOf = ({ name, body }: FunctionCall<unknown>) => `${name} ${JSON.stringify(body)}`;
const isRecent = (early: EarlyCall | undefined): early is EarlyCall =>
  early !== undefined && Date.now() - early.startedAt <= earlyAnswerMaxAgeMs;

/** Drops the calls too old to be used, so that the map holds at most a few seconds' worth. */
function forgetStaleCalls(): void {
  for (const [key, early] of earlyCalls) if (!isRecent(early)) earlyCalls.delete(key);
}

/**
 * Starts a call now, for the page that will make it when it renders (`invokeFunction`): its
 * answer is kept for that one use, and returned. A failure is reported there, to the page.
 */
export function startFunctionCall<T>(request: FunctionCall<T>): Promise<T> {
  const key = keyOf(request);
  const started = earlyCalls.get(key);
  if (isRecent(started)) return started.answer as Promise<T>;
  forgetStaleCalls();
  const answer = call(request);
  const early: EarlyCall = { answer, startedAt: Date.now() };
  answer.then((value) => (early.arrived = { value }), ignoreFailure);
  earlyCalls.set(key, early);
  return answer;
}

const ignoreFailure = () => undefined; // reported to the page, when it asks (invokeFunction)

/**
 * The answer of the same call started early, if it has already arrived (and recently): the page
 * renders with it at once, instead of rendering its loading state and then the answer;
 * undefined when it has not arrived, or failed: the page then asks with `invokeFunction`, which
 * waits for it or reports its failure.
 *
 * Read during render, so it takes nothing: React may throw a render away before committing it
 * (a Suspense boundary that suspends while hydrating, an input that interrupts hydration) and
 * render again, and the second render must see the answer the first one did, or it no longer
 * matches the server's HTML. The page lets go of it once committed (`forgetEarlyCall`).
 */
export function arrivedAnswer<T>(request: FunctionCall<T>): T | undefined {
  const early = earlyCalls.get(keyOf(request));
  return isRecent(early) && early.arrived ? (early.arrived.value as T) : undefined;
}

/** After the page that rendered an early answer has committed: a later visit asks again. */
export function forgetEarlyCall(request: FunctionCall<unknown>): void {
  earlyCalls.delete(keyOf(request));
}

/** How a call ended, as the server's page carries it to the browser (JSON). */
export type SettledCall =
  | { key: string; ok: true; value: unknown }
  | { key: string; ok: false; message: string; status?: number };

/** Makes a call and says how it ended, without throwing: what a page rendered on the server used. */
export async function settleCall<T>(request: FunctionCall<T>): Promise<SettledCall> {
  const key = keyOf(request);
  try {
    return { key, ok: true, value: await call(request) };
  } catch (error) {
    const status = error instanceof BlogApiError ? error.status : undefined;
    const message = error instanceof Error ? error.message : request.unreachableMessage;
    return { key, ok: false, message, ...(status === undefined ? {} : { status }) };
  }
}

/**
 * Makes `request`, and says how it ended as the outcome of `as`: the page that makes `as` as it
 * renders takes this answer instead (a draft, in place of the published post of its path).
 */
export async function settleCallAs<T>(
  request: FunctionCall<T>,
  as: FunctionCall<T>,
): Promise<SettledCall> {
  return { ...(await settleCall(request)), key: keyOf(as) };
}

/**
 * Makes the outcomes of calls already made (by the server, for the page it rendered) the
 * answers the page takes as it renders, so that it renders what the server did, without asking
 * again. Settled outcomes only: an answer that failed is taken as a failure.
 */
export function provideSettledCalls(settled: readonly SettledCall[]): void {
  forgetStaleCalls();
  const now = Date.now();
  for (const outcome of settled) {
    if (outcome.ok) {
      earlyCalls.set(outcome.key, {
        answer: Promise.resolve(outcome.value),
        startedAt: now,
        arrived: { value: outcome.value },
      });
    } else {
      const failure = new BlogApiError(outcome.message, outcome.status);
      const answer = Promise.reject(failure);
      answer.catch(ignoreFailure);
      earlyCalls.set(outcome.key, {
        answer,
        startedAt: now,
        failed: {
          message: outcome.message,
          ...(outcome.status === undefined ? {} : { status: outcome.status }),
        },
      });
    }
  }
}

/**
 * The failure of the same call made by the server for this page, if it failed: the page renders
 * its failed state at once, as the server did. Takes nothing, as `arrivedAnswer`.
 */
export function earlyFailure(
  request: FunctionCall<unknown>,
): { message: string; status?: number } | undefined {
  const early = earlyCalls.get(keyOf(request));
  return isRecent(early) ? early.failed : undefined;
}

// In the browser, a page the server rendered brings the outcomes of the calls it rendered with.
const rendered = readServerState()?.pageData.blog;
if (Array.isArray(rendered)) provideSettledCalls(rendered as SettledCall[]);

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
