import { leaveDraftPath, leavePreviewPath } from '@site/contracts/release-cookies';
import type { DraftPreview, ReleasePreview } from '@site/contracts/server-state';
import { Box, Text, chakra } from '@site/ui';
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

function Banner({ leave, children }: { leave: string; children: ReactNode }) {
  return (
    <Box as="aside" aria-label="Preview" bg="brand.900" color="white" px="4" py="2">
      <Text textAlign="center" fontWeight="semibold">
        {children}{' '}
        <chakra.a href={leave} textDecoration="underline" color="white">
          Leave the preview
        </chakra.a>
      </Text>
    </Box>
  );
}
