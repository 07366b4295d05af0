import { fixedStyles, headingStyles } from '@site/ui';
import { Fragment, useMemo } from 'react';
import { parsePostBody, type InlineSegment } from '../lib/post-body';

function Inline({ segments }: { segments: InlineSegment[] }) {
  return (
    <>
      {segments.map((segment, index) => {
        if (segment.kind === 'bold') return <strong key={index}>{segment.text}</strong>;
        if (segment.kind === 'italic') return <em key={index}>{segment.text}</em>;
        return <Fragment key={index}>{segment.text}</Fragment>;
      })}
    </>
  );
}

// The text's parts never change their styles: each resolves its class once (fixedStyles), and a
// page the server rendered resolves none as it hydrates (decision 050).
const Text = fixedStyles(
  'div',
  { fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.75', color: 'gray.800' },
  'PostBody',
);
// The post's two heading levels, each as far from the text as its level asks.
const Headings = {
  heading2: fixedStyles(
    'h2',
    { ...headingStyles, fontSize: { base: 'xl', md: '2xl' }, mt: '10', mb: '4', color: 'gray.900' },
    'PostBody.Heading2',
  ),
  heading3: fixedStyles(
    'h3',
    { ...headingStyles, fontSize: { base: 'lg', md: 'xl' }, mt: '8', mb: '3', color: 'gray.900' },
    'PostBody.Heading3',
  ),
};
const Bullets = fixedStyles('ul', { ps: '6', mb: '5', listStyleType: 'disc' }, 'PostBody.Bullets');
const Bullet = fixedStyles('li', { mb: '2' }, 'PostBody.Bullet');
const Paragraph = fixedStyles('p', { mb: '5' }, 'PostBody.Paragraph');

/** The post's body, rendered from its light markup as text (never as HTML). */
export function PostBody({ content }: { content: string }) {
  const blocks = useMemo(() => parsePostBody(content), [content]);
  return (
    <Text>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading2':
          case 'heading3': {
            const Heading = Headings[block.kind];
            return <Heading key={index}>{block.text}</Heading>;
          }
          case 'bullets':
            return (
              <Bullets key={index}>
                {block.items.map((item, itemIndex) => (
                  <Bullet key={itemIndex}>
                    <Inline segments={item} />
                  </Bullet>
                ))}
              </Bullets>
            );
          case 'paragraph':
            return (
              <Paragraph key={index}>
                <Inline segments={block.segments} />
              </Paragraph>
            );
        }
      })}
    </Text>
  );
}
