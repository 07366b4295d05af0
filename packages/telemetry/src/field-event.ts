import type { ErrorKind } from '@site/contracts/telemetry-facts';

/** Something to report, as it happened: the page's address then, never sent as it is. */
export type FieldEvent =
  { type: 'view'; pathname: string } | { type: 'error'; kind: ErrorKind; pathname: string };

/** The page at `pathname` and the release that serves it, or undefined for no remote's page. */
export type PageOf = (
  pathname: string,
) => Promise<{ route: string; remote: string; release: string | undefined } | undefined>;
