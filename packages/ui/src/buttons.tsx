import { chakra } from '@chakra-ui/react/styled-system';
import { Link, type LinkProps } from '@site/ui/router';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { fixedLooks } from './fixed-styles';
import { buttonRecipe, buttonStyles } from './theme/recipes';

/** A real `<button>` (type "button" unless told otherwise) in the brand's styles. */
export const Button = chakra('button', buttonRecipe, { defaultProps: { type: 'button' } });

type ButtonVariant = keyof typeof buttonStyles.variant;
type ButtonSize = keyof typeof buttonStyles.size;

/** The recipe's styles of a variant and size, for a part that looks like a `Button`. */
export const buttonLookStyles = (variant: ButtonVariant, size: ButtonSize) => ({
  ...buttonStyles.base,
  ...buttonStyles.variant[variant],
  ...buttonStyles.size[size],
});

// Each look resolves its class once per page; a page the server rendered resolves none.
const FixedButtonLink = fixedLooks(
  Link,
  (look: `${ButtonVariant} ${ButtonSize}`) => {
    const [variant, size] = look.split(' ') as [ButtonVariant, ButtonSize];
    return buttonLookStyles(variant, size);
  },
  'ButtonLink',
);

/** A link to a route of the site that looks like a button: calls to action. */
export function ButtonLink({
  variant = buttonStyles.defaults.variant,
  size = buttonStyles.defaults.size,
  ...props
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <FixedButtonLink look={`${variant} ${size}`} {...props} />;
}

/**
 * Which of the two labels shows follows the button's `aria-busy`, not React's state: the page's
 * inline script (decision 027) marks a press it holds before the page runs in the same way.
 */
const busyLabelStyles = {
  '&[aria-busy=true] > [data-idle], &:not([aria-busy=true]) > [data-busy]': { display: 'none' },
};

export interface SubmitButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'type'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** As wide as its container. */
  width?: 'full';
  /** Never narrower than its label, in a row of a flex container. */
  flexShrink?: 0;
  /** The page's code is sending what the press asked for. */
  busy: boolean;
  /** The label while a press waits or is carried out ("Sending..."). */
  busyLabel: string;
  /** Shown before either label. */
  icon?: ReactNode;
}

/** A look of the submit button: `variant size [full] [keep]` (see `submitLookOf`). */
type SubmitLook = `${ButtonVariant} ${ButtonSize} ${'full' | ''} ${'keep' | ''}`;

const submitLookOf = (variant: ButtonVariant, size: ButtonSize, width?: 'full', shrink?: 0) =>
  `${variant} ${size} ${width ?? ''} ${shrink === 0 ? 'keep' : ''}` as SubmitLook;

/**
 * The recipe's styles for each look, resolved to a class once per page (`fixedLooks`): a page
 * hydrates its forms' buttons (the blog list has ten) without resolving the recipe for each.
 */
const FixedSubmitButton = fixedLooks(
  'button',
  (look: SubmitLook) => {
    const [variant, size, width, keep] = look.split(' ') as [
      ButtonVariant,
      ButtonSize,
      string,
      string,
    ];
    return {
      ...buttonLookStyles(variant, size),
      ...busyLabelStyles,
      ...(width === 'full' ? { width: 'full' } : {}),
      ...(keep === 'keep' ? { flexShrink: 0 } : {}),
    };
  },
  'SubmitButton',
);

/**
 * A form's submit button that says so while its press waits: for the page's code to run (held
 * by the inline script), then for the answer (`busy`). It is never disabled only because the
 * page is not running yet. It looks like `Button` (the same recipe).
 */
export function SubmitButton({
  busy,
  busyLabel,
  icon,
  children,
  variant = buttonStyles.defaults.variant,
  size = buttonStyles.defaults.size,
  width,
  flexShrink,
  ...props
}: SubmitButtonProps) {
  return (
    <FixedSubmitButton
      look={submitLookOf(variant, size, width, flexShrink)}
      type="submit"
      aria-busy={busy}
      disabled={busy}
      {...props}
    >
      {icon}
      <span data-idle="">{children}</span>
      <span data-busy="">{busyLabel}</span>
    </FixedSubmitButton>
  );
}
