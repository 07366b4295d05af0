import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { useId, type ComponentPropsWithoutRef, type ComponentType } from 'react';
import { textInputRecipe } from './theme/recipes';

const Input = chakra('input', textInputRecipe);
const TextArea = chakra('textarea', textInputRecipe);

const Label = chakra('label', {
  base: { display: 'block', fontWeight: 'medium', mb: '1.5', color: 'gray.900' },
});

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
      <Box>
        <Label htmlFor={id}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </Label>
        <Control id={id} required={required} {...controlProps} />
      </Box>
    );
  };
}

export type TextFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'id'> & LabelledProps;

/** A labelled single-line input. */
export const TextField = labelledField<TextFieldProps>(Input);

export type TextAreaFieldProps = Omit<ComponentPropsWithoutRef<'textarea'>, 'id'> & LabelledProps;

/** A labelled multi-line input, which the visitor may make taller. */
export const TextAreaField = labelledField<TextAreaFieldProps>((props) => (
  <TextArea resize="vertical" {...props} />
));

/** A bare input for compact forms whose label is visually hidden (newsletter sign-up). */
export const TextInput = Input;
