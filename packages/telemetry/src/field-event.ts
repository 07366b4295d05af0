import type { ErrorKind } from '@site/contracts/telemetry-facts';

/** Something to report, as it happened: the page's address then, never sent as it is. */
export type FieldEvent =
  { type: 'view'; pathname: string } | { type: 'error'; kind: ErrorKind; pathname: string };

/** Where the page's remote releases are found: the manifest's build version of `remote`. */
export type ReleaseOf = (remote: string) => Promise<string | undefined>;
