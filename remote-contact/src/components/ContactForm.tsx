import { contactFields, contactLimits, type ContactMessage } from '@site/contracts/contact';
import { Button, Stack, Text, TextAreaField, TextField, chakra, useIsRunning } from '@site/ui';
import { Send } from 'lucide-react';
import { formFields, formTexts, messageRows } from '../content/contact';
import { useContactForm } from '../hooks/use-contact-form';

/** The Send us a Message form: five fields and a full-width Send Message button. */
export function ContactForm() {
  const { values, setField, sending, submit } = useContactForm();
  const running = useIsRunning();
  return (
    <chakra.form onSubmit={submit} aria-busy={sending}>
      <Stack gap="5">
        {(Object.keys(contactFields) as (keyof ContactMessage)[]).map((name) => {
          const { label, multiline } = contactFields[name];
          const { placeholder, required, type, autoComplete } = formFields[name];
          return multiline ? (
            <TextAreaField
              key={name}
              name={name}
              label={label}
              placeholder={placeholder}
              required={required}
              rows={messageRows}
              maxLength={contactLimits[name]}
              value={values[name]}
              onChange={(event) => setField(name, event.target.value)}
            />
          ) : (
            <TextField
              key={name}
              name={name}
              label={label}
              placeholder={placeholder}
              required={required}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              maxLength={contactLimits[name]}
              value={values[name]}
              onChange={(event) => setField(name, event.target.value)}
            />
          );
        })}
        {/* Not before the page runs: sent without its script, the form would only reload the page. */}
        <Button type="submit" size="lg" width="full" disabled={sending || !running}>
          <Send size={18} aria-hidden />
          {sending ? formTexts.sending : formTexts.submit}
        </Button>
        <noscript>
          <Text color="fg.muted">{formTexts.needsJavaScript}</Text>
        </noscript>
      </Stack>
    </chakra.form>
  );
}
