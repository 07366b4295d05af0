import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';

/** A point of a list: a sentence, or a short title with a sentence that explains it. */
export type CheckListItem = string | { title: string; description: string };

export interface CheckListProps {
  items: readonly CheckListItem[];
  /** Two columns on wide screens for short points. */
  columns?: 1 | 2;
}

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="m8.5 12.5 2.5 2.5 5-5.5" />
    </svg>
  );
}

/** A list of benefits or reasons, each marked with a check. */
export function CheckList({ items, columns = 1 }: CheckListProps) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, md: columns }}
      columnGap="8"
      rowGap="4"
    >
      {items.map((item) => {
        const key = typeof item === 'string' ? item : item.title;
        return (
          <Box as="li" key={key} display="flex" gap="3" alignItems="flex-start">
            <Box color="accent.700" flexShrink={0} mt="0.5">
              <CheckIcon />
            </Box>
            {typeof item === 'string' ? (
              <Text fontSize="md">{item}</Text>
            ) : (
              <Box>
                <Text fontWeight="semibold">{item.title}</Text>
                <Text color="fg.muted" mt="1">
                  {item.description}
                </Text>
              </Box>
            )}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
