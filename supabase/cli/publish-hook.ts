/**
 * Tells the renderer that what a page shows has changed: `POST ${RENDERER_INTERNAL_URL}/page-index`
 * (its internal port), which reads the page index again and purges the pages whose posts changed
 * (decision 030). Without the variable, or when the renderer does not answer, the renderer reads
 * the index by itself within a minute.
 */
export async function notifyRenderer(internalUrl: string | undefined): Promise<string> {
  const later = 'The site will pick the change up within a minute.';
  if (!internalUrl) return `RENDERER_INTERNAL_URL is not set. ${later}`;
  const hook = new URL('/page-index', internalUrl).href;
  try {
    const response = await fetch(hook, { method: 'POST', signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    if (response.ok) return 'The site shows the change now (the renderer purged its pages).';
    return `The renderer answered ${response.status} at ${hook}. ${later}`;
  } catch (error) {
    return `The renderer did not answer at ${hook} (${String(error)}). ${later}`;
  }
}
