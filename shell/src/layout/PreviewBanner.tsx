import { leavePreviewPath } from '@site/contracts/release-cookies';
import { Box, Text, chakra } from '@site/ui';
import { useContext } from 'react';
import { PreviewContext } from './preview-context';

/**
 * Says which release this visitor is looking at before it is live, and how to leave: a plain
 * link (a whole page load), as the renderer clears the preview cookie and sends them home.
 */
export function PreviewBanner() {
  const preview = useContext(PreviewContext);
  if (!preview) return null;
  return (
    <Box as="aside" aria-label="Preview" bg="brand.900" color="white" px="4" py="2">
      <Text textAlign="center" fontWeight="semibold">
        Preview of {preview.remote} {preview.version}.{' '}
        <chakra.a href={leavePreviewPath} textDecoration="underline" color="white">
          Leave the preview
        </chakra.a>
      </Text>
    </Box>
  );
}
