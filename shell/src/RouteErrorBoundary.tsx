import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorPage } from './pages/RouteErrorPage';

interface RouteErrorBoundaryProps {
  /** The current path: the error is forgotten when the visitor goes to another page. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
}

const noError: RouteErrorBoundaryState = { error: undefined };

/**
 * Shows the unexpected-error page when what it wraps throws while rendering, and the page again
 * after a navigation. The shell has two: one around the whole frame, and one inside the frame
 * around the page, so that a failing page leaves the header and footer usable. (A remote that
 * fails is caught closer still, by `RemoteErrorBoundary`, with a Retry button.)
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = noError;

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    // `undefined` would read as "no error": whatever was thrown, the page has failed.
    return { error: error ?? new Error('a page threw nothing') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps): void {
    if (this.state.error !== undefined && previous.resetKey !== this.props.resetKey) {
      this.setState(noError);
    }
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage />;
  }
}
