import type { SystemStyleObject } from '@chakra-ui/react/styled-system';

/**
 * For a part of a page that is below the first screen: the browser works out its style, layout
 * and paint only when it comes near the viewport (`content-visibility: auto`). The first rendering
 * of a page the server sent is one task, before any script runs, and it then covers only what is
 * on the screen. The part stays in the document as it is: find-in-page finds it, its links take
 * the focus, screen readers read it, and a script that measures it gets it laid out at once.
 *
 * Until it has been rendered it takes `estimatedHeight`, its usual height (one length, or one per
 * breakpoint), so that the page's length and the scrollbar hardly change. Give it as
 * `auto <length>`: once rendered, the browser keeps its real height instead. Its contents are
 * clipped to its box (paint containment): not for a part whose children draw outside it. Its own
 * shadow and outline are not clipped.
 */
export const renderedWhenNear = (
  estimatedHeight: SystemStyleObject['containIntrinsicHeight'],
): SystemStyleObject => ({ contentVisibility: 'auto', containIntrinsicHeight: estimatedHeight });
