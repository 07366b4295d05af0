import { CallToActionBand } from '@site/ui';
import type { CallToActionContent } from '../content/types';
import { ActionButtons } from './ActionButtons';

/** The closing band of a marketing page, with its one or two calls to action. */
export function ClosingCallToAction({ content }: { content: CallToActionContent }) {
  const { title, intro, primary, secondary } = content;
  return (
    <CallToActionBand title={title} intro={intro}>
      <ActionButtons primary={primary} secondary={secondary} />
    </CallToActionBand>
  );
}
