import { fixedLooks, fixedStyles, gridColumns } from './fixed-styles';

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

// The list never changes its styles: each part resolves its class once (fixedStyles), and a page
// the server rendered resolves none as it hydrates (decision 050).
const List = fixedLooks(
  'ul',
  (columns: `${1 | 2}`) => ({
    display: 'grid',
    listStyleType: 'none',
    gridTemplateColumns: { base: gridColumns(1), md: gridColumns(Number(columns)) },
    columnGap: '8',
    rowGap: '4',
  }),
  'CheckList',
);
const Item = fixedStyles(
  'li',
  { display: 'flex', gap: '3', alignItems: 'flex-start' },
  'CheckList.Item',
);
const Mark = fixedStyles(
  'div',
  { color: 'accent.700', flexShrink: 0, mt: '0.5' },
  'CheckList.Mark',
);
const Sentence = fixedStyles('p', { fontSize: 'md' }, 'CheckList.Sentence');
const Title = fixedStyles('p', { fontWeight: 'semibold' }, 'CheckList.Title');
const Description = fixedStyles('p', { color: 'fg.muted', mt: '1' }, 'CheckList.Description');

/** A list of benefits or reasons, each marked with a check. */
export function CheckList({ items, columns = 1 }: CheckListProps) {
  return (
    <List look={`${columns}`}>
      {items.map((item) => {
        const key = typeof item === 'string' ? item : item.title;
        return (
          <Item key={key}>
            <Mark>
              <CheckIcon />
            </Mark>
            {typeof item === 'string' ? (
              <Sentence>{item}</Sentence>
            ) : (
              <div>
                <Title>{item.title}</Title>
                <Description>{item.description}</Description>
              </div>
            )}
          </Item>
        );
      })}
    </List>
  );
}
