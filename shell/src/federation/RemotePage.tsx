import type { ExposedModule, RemoteName } from '@site/contracts/federation';
import { Suspense, lazy, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoading } from './RemoteLoading';
import { RemoteUnavailable } from './RemoteUnavailable';
import { loadRemoteModule } from './remote-loader';

interface RemotePageProps<R extends RemoteName> {
  remote: R;
  module: ExposedModule<R>;
}

type PageModule = { default: ComponentType };

async function loadPage<R extends RemoteName>(remote: R, module: ExposedModule<R>) {
  const loaded = await loadRemoteModule<R, Partial<PageModule>>(remote, module);
  if (typeof loaded.default !== 'function' && typeof loaded.default !== 'object') {
    throw new Error(`${remote} ${module} has no default export to render`);
  }
  return loaded as PageModule;
}

/**
 * A page rendered by a remote: loading state while it arrives, the unavailable message with a
 * Retry button if it cannot be loaded or fails while rendering.
 */
export function RemotePage<R extends RemoteName>({ remote, module }: RemotePageProps<R>) {
  // React.lazy remembers a failed import, so every attempt gets a fresh lazy component.
  const [{ attempt, Page }, setAttempt] = useState(() => ({
    attempt: 0,
    Page: lazy(() => loadPage(remote, module)),
  }));
  const retry = () =>
    setAttempt((previous) => ({
      attempt: previous.attempt + 1,
      Page: lazy(() => loadPage(remote, module)),
    }));
  return (
    <RemoteErrorBoundary
      key={attempt}
      name={`${remote}/${module}`}
      fallback={<RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
