import { leaveDraftPath, leavePreviewPath } from '@site/contracts/release-cookies';
import type { DraftPreview, ReleasePreview } from '@site/contracts/server-state';
import { fixedStyles } from '@site/ui';
import { useContext, type ReactNode } from 'react';
import { useLocation } from '@site/ui/router';
import { PreviewContext } from './preview-context';

/**
 * Says what this visitor is looking at before everyone can, and how to leave: a plain link (a
 * whole page load), as the renderer clears the preview's cookie. A release's preview lasts the
 * visit; a draft's is its own page only, which search engines are told not to index.
 */
export function PreviewBanner() {
  const preview = useContext(PreviewContext);
  const { pathname } = useLocation();
  if (!preview) return null;
  if ('draft' in preview)
    return pathname === preview.draft ? <DraftBanner draft={preview} /> : null;
  return <ReleaseBanner release={preview} />;
}

function ReleaseBanner({ release }: { release: ReleasePreview }) {
  return (
    <Banner leave={leavePreviewPath}>
      Preview of {release.remote} {release.version}.
    </Banner>
  );
}

function DraftBanner({ draft }: { draft: DraftPreview }) {
  return (
    <>
      <meta name="robots" content="noindex" />
      <Banner leave={`${leaveDraftPath}?${new URLSearchParams({ path: draft.draft }).toString()}`}>
        Preview of a draft: not published yet.
      </Banner>
    </>
  );
}

// The banner never changes its styles: each part resolves its class once (fixedStyles).
const Aside = fixedStyles(
  'aside',
  { bg: 'brand.900', color: 'white', px: '4', py: '2' },
  'PreviewBanner',
);
const Line = fixedStyles(
  'p',
  { textAlign: 'center', fontWeight: 'semibold' },
  'PreviewBanner.Line',
);
const Leave = fixedStyles(
  'a',
  { textDecoration: 'underline', color: 'white' },
  'PreviewBanner.Leave',
);

function Banner({ leave, children }: { leave: string; children: ReactNode }) {
  return (
    <Aside aria-label="Preview">
      <Line>
        {children} <Leave href={leave}>Leave the preview</Leave>
      </Line>
    </Aside>
  );
}
