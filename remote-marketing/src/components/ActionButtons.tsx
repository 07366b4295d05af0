import { ButtonLink } from '@site/ui';
import type { ActionLink } from '../content/types';

/** One or two calls to action on a dark band: the first solid, the second outlined. */
export function ActionButtons({
  primary,
  secondary,
}: {
  primary: ActionLink;
  secondary?: ActionLink;
}) {
  return (
    <>
      <ButtonLink to={primary.to} variant="inverse" size="lg">
        {primary.label}
      </ButtonLink>
      {secondary ? (
        <ButtonLink to={secondary.to} variant="inverseOutline" size="lg">
          {secondary.label}
        </ButtonLink>
      ) : null}
    </>
  );
}
