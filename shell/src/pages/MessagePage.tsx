import { PageMeta, actionRowStyles, fixedStyles, headingStyles } from '@site/ui';
import type { ReactNode } from 'react';

// The page's parts never change their styles: each resolves its class once (fixedStyles), and a
// page the server rendered resolves none as it hydrates (decision 050).
const Frame = fixedStyles(
  'div',
  { textAlign: 'center', px: '4', py: { base: '20', md: '28' } },
  'MessagePage',
);
const Title = fixedStyles(
  'h1',
  { ...headingStyles, fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold' },
  'MessagePage.Title',
);
/** A paragraph of a message page, centred under its heading. */
export const MessageParagraph = fixedStyles(
  'p',
  { fontSize: 'lg', color: 'fg.muted', mt: '4', maxW: 'xl', mx: 'auto' },
  'MessagePage.Paragraph',
);
const Actions = fixedStyles(
  'div',
  { ...actionRowStyles, gap: '3', justifyContent: 'center' },
  'MessagePage.Actions',
);

interface MessagePageProps {
  /** The page's title and description in its head; `noindex` for a page no search should list. */
  meta: { title: string; description: string; noindex?: boolean };
  heading: string;
  /** What happened and what to do: `MessageParagraph`s. */
  children: ReactNode;
  /** Where to go from here: links and buttons, in a row from the small screens up. */
  actions: ReactNode;
}

/**
 * A short page in the site's frame that tells the visitor something went other than planned: a
 * heading, a few paragraphs and the ways on (the not-sent page, the route error page).
 */
export function MessagePage({ meta, heading, children, actions }: MessagePageProps) {
  return (
    <Frame>
      <PageMeta {...meta} />
      <Title>{heading}</Title>
      {children}
      <Actions>{actions}</Actions>
    </Frame>
  );
}
