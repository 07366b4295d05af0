import {
  getRecaptchaToken,
  isRecaptchaLoaded,
  loadRecaptchaScript,
} from '@site/bot-check/recaptcha';
import {
  contactFields,
  contactMessageSchema,
  firstProblem,
  type ContactMessage,
} from '@site/contracts/contact';
import { toaster } from '@site/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { newIdempotencyKey, sendContactMessage } from '../api/send-contact-message';
import { loadContactConfig } from '../config/contact-config';
import { contactToasts as toasts } from '../content/contact';

/** The bot-check action name (docs/product.md#bot-check). */
export const botCheckAction = 'submit';

const emptyMessage = Object.fromEntries(
  Object.keys(contactFields).map((field) => [field, '']),
) as ContactMessage;

const showError = (description: string) =>
  toaster.create({ type: 'error', title: toasts.errorTitle, description });

/**
 * The contact form (docs/product.md#contact): idle with editable fields; on submit, the bot-check
 * script must be present, a token for `submit` is obtained and the message posted. Success thanks
 * the visitor and empties the five fields; any failure keeps what they typed.
 *
 * Each submission carries an Idempotency-Key: pressing Send again after a failure, with the
 * fields unchanged, sends the same key, so a message the API had in fact stored (its answer
 * lost on the way) is not stored twice. Changing a field, or a success, starts a new submission.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactMessage>(emptyMessage);
  const [sending, setSending] = useState(false);
  const submission = useRef<string | null>(null);

  // Load the bot-check script as soon as the page opens, so it is ready when they press Send.
  useEffect(() => {
    loadContactConfig().then(
      (config) =>
        loadRecaptchaScript(config.recaptchaScriptUrl, config.recaptchaSiteKey).catch(
          // Reported when they press Send: "reCAPTCHA not loaded".
          (error: unknown) => console.error('The bot check could not be loaded:', error),
        ),
      (error: unknown) => console.error('The contact page settings could not be read:', error),
    );
  }, []);

  const setField = (name: keyof ContactMessage, value: string) => {
    submission.current = null;
    setValues((current) => ({ ...current, [name]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const checked = contactMessageSchema.safeParse(values);
    if (!checked.success) return showError(firstProblem(checked.error));
    if (!isRecaptchaLoaded()) return showError(toasts.botCheckNotLoaded);

    setSending(true);
    try {
      const config = await loadContactConfig();
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
        setValues(emptyMessage);
      } else {
        showError(result.error ?? toasts.somethingWentWrong);
      }
    } catch (error) {
      console.error('The message could not be sent:', error);
      showError(toasts.botCheckFailed);
    } finally {
      setSending(false);
    }
  }

  return { values, setField, sending, submit };
}
