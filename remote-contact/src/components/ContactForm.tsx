import { contactFields, contactLimits, type ContactFieldName } from '@site/contracts/contact-facts';
import {
  SubmitButton,
  TextAreaField,
  TextField,
  earlyPressForm,
  fixedStyles,
  useEarlyPress,
} from '@site/ui';
import { Send } from 'lucide-react';
import { useRef } from 'react';
import { formFields, formTexts, messageRows } from '../content/contact';
import { useContactForm } from '../hooks/use-contact-form';

/** The form's name for the page's inline script, which holds a press made before the page runs. */
const earlyPressId = 'contact';

// The form's parts never change their styles: each resolves its class once (fixedStyles).
const Fields = fixedStyles(
  'div',
  { display: 'flex', flexDirection: 'column', gap: '5' },
  'ContactForm.Fields',
);
const Failed = fixedStyles('p', { fontWeight: 'semibold' }, 'ContactForm.Failed');
const Note = fixedStyles('p', { color: 'fg.muted' }, 'ContactForm.Note');

/**
 * The Send us a Message form: five fields and a full-width Send Message button. The fields are
 * the browser's own (`defaultValue`): nothing typed before the page runs is lost (decision 027).
 * Without JavaScript it posts to its own page, which the edge answers with the page that says
 * why nothing was sent: never a GET, which would put the message in a URL.
 */
export function ContactForm() {
  const form = useRef<HTMLFormElement>(null);
  const { sending, changed, submit } = useContactForm();
  useEarlyPress(earlyPressId, form);
  return (
    <form
      ref={form}
      method="post"
      {...earlyPressForm(earlyPressId)}
      onSubmit={submit}
      onInput={changed}
      aria-busy={sending}
    >
      <Fields>
        {(Object.keys(contactFields) as ContactFieldName[]).map((name) => {
          const { label, multiline } = contactFields[name];
          const { placeholder, required, type, autoComplete } = formFields[name];
          // The browser's own field, empty at first, bounded as the API bounds it.
          const field = {
            name,
            label,
            placeholder,
            required,
            maxLength: contactLimits[name],
            defaultValue: '',
          };
          return multiline ? (
            <TextAreaField key={name} {...field} rows={messageRows} />
          ) : (
            <TextField key={name} {...field} type={type ?? 'text'} autoComplete={autoComplete} />
          );
        })}
        <SubmitButton
          size="lg"
          width="full"
          busy={sending}
          busyLabel={formTexts.sending}
          icon={<Send size={18} aria-hidden />}
        >
          {formTexts.submit}
        </SubmitButton>
        {/* Shown by the page's inline script when a held press found no page to carry it out. */}
        <Failed data-early-press-failed="" hidden role="alert">
          {formTexts.pageDidNotRun}
        </Failed>
        <noscript>
          <Note>{formTexts.needsJavaScript}</Note>
        </noscript>
      </Fields>
    </form>
  );
}
