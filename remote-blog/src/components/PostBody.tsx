import { Box, Heading, Text, chakra } from '@site/ui';
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

/** The post's two heading levels: the level's element and how far it stands from the text. */
const headingStyles = {
  heading2: { as: 'h2', fontSize: { base: 'xl', md: '2xl' }, mt: '10', mb: '4' },
  heading3: { as: 'h3', fontSize: { base: 'lg', md: 'xl' }, mt: '8', mb: '3' },
} as const;

/** The post's body, rendered from its light markup as text (never as HTML). */
export function PostBody({ content }: { content: string }) {
  const blocks = useMemo(() => parsePostBody(content), [content]);
  return (
    <Box fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.75" color="gray.800">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading2':
          case 'heading3': {
            const { as, ...style } = headingStyles[block.kind];
            return (
              <Heading key={index} as={as} {...style} color="gray.900">
                {block.text}
              </Heading>
            );
          }
          case 'bullets':
            return (
              <chakra.ul key={index} ps="6" mb="5" listStyleType="disc">
                {block.items.map((item, itemIndex) => (
                  <chakra.li key={itemIndex} mb="2">
                    <Inline segments={item} />
                  </chakra.li>
                ))}
              </chakra.ul>
            );
          case 'paragraph':
            return (
              <Text key={index} mb="5">
                <Inline segments={block.segments} />
              </Text>
            );
        }
      })}
    </Box>
  );
}
