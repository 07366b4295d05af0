import { chakra } from '@chakra-ui/react/styled-system';
import { Link } from '@site/ui/router';
import type { ComponentProps, ReactNode } from 'react';
import { buttonRecipe } from './theme/recipes';

/** A real `<button>` (type "button" unless told otherwise) in the brand's styles. */
export const Button = chakra('button', buttonRecipe, { defaultProps: { type: 'button' } });

/** A link to a route of the site that looks like a button: calls to action. */
export const ButtonLink = chakra(Link, buttonRecipe);

/**
 * Which of the two labels shows follows the button's `aria-busy`, not React's state: the page's
 * inline script (decision 027) marks a press it holds before the page runs in the same way.
 */
const busyLabelStyles = {
  '&[aria-busy=true] > [data-idle], &:not([aria-busy=true]) > [data-busy]': { display: 'none' },
};

export interface SubmitButtonProps extends Omit<ComponentProps<typeof Button>, 'type'> {
  /** The page's code is sending what the press asked for. */
  busy: boolean;
  /** The label while a press waits or is carried out ("Sending..."). */
  busyLabel: string;
  /** Shown before either label. */
  icon?: ReactNode;
}

/**
 * A form's submit button that says so while its press waits: for the page's code to run (held
 * by the inline script), then for the answer (`busy`). It is never disabled only because the
 * page is not running yet.
 */
export function SubmitButton({ busy, busyLabel, icon, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" aria-busy={busy} disabled={busy} css={busyLabelStyles} {...props}>
      {icon}
      <span data-idle="">{children}</span>
      <span data-busy="">{busyLabel}</span>
    </Button>
  );
}
