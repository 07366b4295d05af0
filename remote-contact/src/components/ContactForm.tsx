import { contactLimits } from '@site/contracts/contact';
import { Button, Stack, TextAreaField, TextField, chakra } from '@site/ui';
import { Send } from 'lucide-react';
import { formFields, formTexts, messageRows } from '../content/contact';
import { useContactForm } from '../hooks/useContactForm';

/** The Send us a Message form: five fields and a full-width Send Message button. */
export function ContactForm() {
  const { values, setField, sending, submit } = useContactForm();
  return (
    <chakra.form onSubmit={submit} aria-busy={sending}>
      <Stack gap="5">
        {formFields.map(({ name, label, placeholder, required, type, autoComplete, multiline }) =>
          multiline ? (
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
          ),
        )}
        <Button type="submit" size="lg" width="full" disabled={sending}>
          <Send size={18} aria-hidden />
          {sending ? formTexts.sending : formTexts.submit}
        </Button>
      </Stack>
    </chakra.form>
  );
}
