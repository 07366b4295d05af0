import { useId, type ComponentPropsWithoutRef, type ComponentType } from 'react';
import { fixedStyles } from './fixed-styles';
import { textInputStyles } from './theme/recipes';

// A form's fields look alike: each part resolves its class once per page (fixedStyles).
const Input = fixedStyles('input', textInputStyles, 'TextField.Input');
const TextArea = fixedStyles('textarea', { ...textInputStyles, resize: 'vertical' }, 'TextArea');
const Label = fixedStyles(
  'label',
  { display: 'block', fontWeight: 'medium', mb: '1.5', color: 'gray.900' },
  'TextField.Label',
);

interface LabelledProps {
  /** Visible label, without the asterisk: `required` adds it. */
  label: string;
  required?: boolean;
}

/**
 * A form control under its label, tied to it by id. A required field's label shows " *"; the
 * control's `required` attribute is what tells assistive technology.
 */
function labelledField<Props extends LabelledProps>(
  Control: ComponentType<Omit<Props, keyof LabelledProps> & { id: string; required?: boolean }>,
) {
  return function LabelledField({ label, required, ...controlProps }: Props) {
    const id = useId();
    return (
      <div>
        <Label htmlFor={id}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </Label>
        <Control id={id} required={required} {...controlProps} />
      </div>
    );
  };
}

export type TextFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'id'> & LabelledProps;

/** A labelled single-line input. */
export const TextField = labelledField<TextFieldProps>(Input);

export type TextAreaFieldProps = Omit<ComponentPropsWithoutRef<'textarea'>, 'id'> & LabelledProps;

/** A labelled multi-line input, which the visitor may make taller. */
export const TextAreaField = labelledField<TextAreaFieldProps>(TextArea);
