import { ButtonLink, CallToActionBand } from '@site/ui';
import type { CallToActionContent } from '../content/types';

/** The closing band of a marketing page, with its one or two calls to action. */
export function ClosingCallToAction({ content }: { content: CallToActionContent }) {
  const { title, intro, primary, secondary } = content;
  return (
    <CallToActionBand title={title} intro={intro}>
      <ButtonLink to={primary.to} variant="inverse" size="lg">
        {primary.label}
      </ButtonLink>
      {secondary ? (
        <ButtonLink to={secondary.to} variant="inverseOutline" size="lg">
          {secondary.label}
        </ButtonLink>
      ) : null}
    </CallToActionBand>
  );
}
