import { reportError } from '@site/telemetry';
import { loadInFullIfCodeGone } from '@site/ui/code-gone';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RouteErrorPage } from './pages/RouteErrorPage';

interface RouteErrorBoundaryProps {
  /** The current path: the error is forgotten when the visitor goes to another page. */
  resetKey: string;
  children: ReactNode;
}

const logRouteError = (error: unknown, info: { componentStack?: string | null }) => {
  console.error('Unexpected Application Error!', error, info.componentStack);
  reportError('render');
  // A shell page reached by a link, whose code a shell deploy has since replaced: loaded in full
  // rather than the error page.
  void loadInFullIfCodeGone(error);
};

/**
 * Shows the unexpected-error page when what it wraps throws while rendering, and the page again
 * after a navigation. The shell has two: one around the whole frame, and one inside the frame
 * around the page, so that a failing page leaves the header and footer usable. (A remote that
 * fails is caught closer still, in `RemotePage`, with a Retry button.)
 */
export function RouteErrorBoundary({ resetKey, children }: RouteErrorBoundaryProps) {
  return (
    <ErrorBoundary fallback={<RouteErrorPage />} onError={logRouteError} resetKeys={[resetKey]}>
      {children}
    </ErrorBoundary>
  );
}
