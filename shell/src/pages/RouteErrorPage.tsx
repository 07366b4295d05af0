import { ButtonLink, buttonLookStyles, fixedStyles } from '@site/ui';
import { MessagePage, MessageParagraph } from './MessagePage';

const ReloadButton = fixedStyles(
  'button',
  buttonLookStyles('outline', 'md'),
  'RouteErrorPage.Reload',
);

/**
 * An unexpected failure while showing a route (`RouteErrorBoundary`, which logs the error).
 * Rendered inside the frame when the page failed, so the header and footer stay usable.
 */
export function RouteErrorPage() {
  return (
    <MessagePage
      meta={{
        title: 'Something went wrong',
        description: 'An unexpected error stopped this page from showing.',
      }}
      heading="Unexpected Application Error!"
      actions={
        <>
          <ButtonLink to="/">Return to Home</ButtonLink>
          <ReloadButton type="button" onClick={() => window.location.reload()}>
            Reload the page
          </ReloadButton>
        </>
      }
    >
      <MessageParagraph>
        Sorry, something went wrong while showing this page. The rest of the site is still
        available.
      </MessageParagraph>
    </MessagePage>
  );
}
