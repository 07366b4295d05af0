/**
 * The address the document was loaded at. Another address now means that the visitor has since
 * gone to another page within the site, rendered by the browser.
 */
const loadedAt = globalThis.location?.href;

/** The address of the file a webpack `ChunkLoadError` could not load (its `request`). */
function chunkAddressOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || error.name !== 'ChunkLoadError') return undefined;
  const { request } = error as Error & { request?: unknown };
  return typeof request === 'string' ? request : undefined;
}

interface Browser {
  fetch: typeof fetch;
  location: Pick<Location, 'href' | 'reload'>;
}

/**
 * Whether `error` is a webpack `ChunkLoadError` for a file the server no longer has: it answers
 * 404 or 410 when asked again. A deploy since this document was loaded replaced the build, whose
 * files are named by their contents, so asking for it again cannot help. False when the file is
 * still there, or the server cannot be reached (the network dropped: asking again later may).
 */
export async function isCodeGone(
  error: unknown,
  fetchFile: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<boolean> {
  const address = chunkAddressOf(error);
  if (address === undefined) return false;
  try {
    const answer = await fetchFile(address, { method: 'HEAD', cache: 'no-store' });
    return answer.status === 404 || answer.status === 410;
  } catch {
    return false;
  }
}

/**
 * A chunk of code a render needs could not be loaded. If the server no longer has it (it answers
 * 404 or 410: a deploy since this document was loaded replaced the build, whose files are named
 * by their contents) and the visitor has gone to another page in the browser since, that page is
 * loaded in full: the server renders it with the code deployed now, and shows it whole without
 * the chunk. The visitor gets the page their link named instead of the previous one staying.
 *
 * Nothing is done when the chunk is still there (the network dropped: what needs it asks again)
 * or on the page the document was loaded at, which loading again would not change. So a full
 * load follows a visitor's navigation, never another full load.
 *
 * Resolves whether the page is being loaded in full.
 */
export async function loadInFullIfCodeGone(
  error: unknown,
  browser: Browser = globalThis,
): Promise<boolean> {
  if (browser.location.href === loadedAt) return false;
  if (!(await isCodeGone(error, (...args) => browser.fetch(...args)))) return false;
  browser.location.reload();
  return true;
}
