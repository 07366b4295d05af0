import {
  getRecaptchaToken,
  isRecaptchaLoaded,
  loadRecaptchaScript,
} from '@site/bot-check/recaptcha';
import type { ContactMessage } from '@site/contracts/contact';
import { contactFields } from '@site/contracts/contact-facts';
import { toaster } from '@site/ui';
import { nextTask } from '@site/ui/next-task';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { contactToasts as toasts } from '../content/contact';

/** The bot-check action name (docs/product.md#bot-check). */
export const botCheckAction = 'submit';

const showError = (description: string) =>
  toaster.create({ type: 'error', title: toasts.errorTitle, description });

/** What the visitor typed, read from the form itself (its fields are the browser's: decision 027). */
const messageOf = (form: HTMLFormElement): ContactMessage =>
  Object.fromEntries(
    Object.keys(contactFields).map((name) => {
      const field = form.elements.namedItem(name);
      return [name, field instanceof HTMLElement && 'value' in field ? String(field.value) : ''];
    }),
  ) as ContactMessage;

/**
 * The schema library (zod), evaluated in a task of its own before the code that builds schemas
 * with it: evaluated together, they were one long task after the page ran (decision 065). It
 * comes with the `sending` chunk, so both arrive in one round trip; `webpackExports` keeps the
 * import from pulling in the parts of zod the pages do not use.
 */
const schemaLibrary = () =>
  import(/* webpackChunkName: "sending", webpackExports: ["object"] */ 'zod/mini').then(nextTask);

/**
 * What sending needs and rendering does not, in a chunk of its own (`sending`): the message's
 * schema and the API call, and the page's settings with their schema (zod). Asked for as the
 * page runs, so that they are there by the time a visitor presses Send; the page's first load
 * carries none of them (decision 052).
 */
const sendingCode = () =>
  schemaLibrary().then(() =>
    Promise.all([
      import(/* webpackChunkName: "sending" */ '@site/contracts/contact'),
      import(/* webpackChunkName: "sending" */ '../api/send-contact-message'),
    ]),
  );
const contactConfig = () =>
  schemaLibrary()
    .then(() => import(/* webpackChunkName: "sending" */ '../config/contact-config'))
    .then((module) => module.loadContactConfig());

/** Loads the bot-check script: settles when it is there, or when it failed or took too long. */
const loadBotCheck = () =>
  contactConfig().then((config) =>
    loadRecaptchaScript(config.recaptchaScriptUrl, config.recaptchaSiteKey),
  );

/**
 * The contact form (docs/product.md#contact): idle with editable fields; on submit, the bot-check
 * script must be present, a token for `submit` is obtained and the message posted. Success thanks
 * the visitor and empties the five fields; any failure keeps what they typed.
 *
 * The fields belong to the browser, not to React's state (decision 027): what a visitor types
 * before the page runs stays through hydration, and the message is read from the form when it is
 * sent. A press before the page runs is held by the page's inline script and carried out here
 * once it runs; its wait for the bot-check script is the script's own load time-out, counted from
 * when the page ran.
 *
 * Each submission carries an Idempotency-Key: pressing Send again after a failure, with the
 * fields unchanged, sends the same key, so a message the API had in fact stored (its answer
 * lost on the way) is not stored twice. Changing a field, or a success, starts a new submission.
 */
export function useContactForm() {
  const [sending, setSending] = useState(false);
  /** A submission is under way (set at once, where `sending` is a render later). */
  const busy = useRef(false);
  const submission = useRef<string | null>(null);
  const botCheck = useRef<Promise<void> | null>(null);

  // Load the bot-check script and the sending code as soon as the page runs, so they are ready
  // when they press Send: in a task of their own, not in the one that runs every effect of the
  // page (decision 063).
  useEffect(() => {
    void nextTask().then(() => {
      sendingCode().catch(() => undefined); // reported when they press Send
      if (botCheck.current) return; // a press came first, and is loading it
      const loading = loadBotCheck();
      botCheck.current = loading;
      // Reported when they press Send: "reCAPTCHA not loaded".
      loading.catch((error: unknown) => console.error('The bot check could not be loaded:', error));
    });
  }, []);

  /** Any change to a field starts a new submission. */
  const changed = () => {
    submission.current = null;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    try {
      const code = await sendingCode().catch((error: unknown) => {
        console.error('The code that sends the message could not be loaded:', error);
      });
      if (!code) return showError(toasts.somethingWentWrong);
      const [{ contactMessageSchema, firstProblem }, { newIdempotencyKey, sendContactMessage }] =
        code;
      const checked = contactMessageSchema.safeParse(messageOf(form));
      if (!checked.success) return showError(firstProblem(checked.error));

      setSending(true);
      const loading = (botCheck.current ??= loadBotCheck());
      const loaded = await loading.then(
        () => true,
        () => false,
      );
      if (!loaded || !isRecaptchaLoaded()) {
        botCheck.current = null; // the next press tries to load it again
        return showError(toasts.botCheckNotLoaded);
      }
      const config = await contactConfig();
      const recaptchaToken = await getRecaptchaToken(config.recaptchaSiteKey, botCheckAction);
      submission.current ??= newIdempotencyKey();
      const result = await sendContactMessage(
        config.contactApiUrl,
        { ...checked.data, recaptchaToken },
        submission.current,
      );
      if (result.ok) {
        submission.current = null;
        toaster.create({ type: 'success', title: toasts.sentTitle, description: toasts.sent });
        form.reset();
      } else {
        showError(result.error ?? toasts.somethingWentWrong);
      }
    } catch (error) {
      console.error('The message could not be sent:', error);
      showError(toasts.botCheckFailed);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return { sending, changed, submit };
}
