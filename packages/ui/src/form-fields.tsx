import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { textInputRecipe } from './theme/recipes';

const Input = chakra('input', textInputRecipe);
const TextArea = chakra('textarea', textInputRecipe);

const Label = chakra('label', {
  base: { display: 'block', fontWeight: 'medium', mb: '1.5', color: 'gray.900' },
});

interface FieldLabelProps {
  htmlFor: string;
  label: string;
  required?: boolean;
}

/** The label of a field; a required field shows " *" (the `required` attribute tells assistive technology). */
function FieldLabel({ htmlFor, label, required }: FieldLabelProps) {
  return (
    <Label htmlFor={htmlFor}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </Label>
  );
}

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'id'> {
  /** Visible label, without the asterisk: `required` adds it. */
  label: string;
}

/** A labelled single-line input. */
export function TextField({ label, required, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <Box>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <Input id={id} required={required} {...inputProps} />
    </Box>
  );
}

export interface TextAreaFieldProps extends Omit<ComponentPropsWithoutRef<'textarea'>, 'id'> {
  label: string;
}

/** A labelled multi-line input. */
export function TextAreaField({ label, required, ...textAreaProps }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Box>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <TextArea id={id} required={required} resize="vertical" {...textAreaProps} />
    </Box>
  );
}

/** A bare input for compact forms whose label is visually hidden (newsletter sign-up). */
export const TextInput = Input;
