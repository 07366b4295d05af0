import type { FilterCategory } from '@site/contracts/blog';
import { Button, Flex } from '@site/ui';
import { categoryFilter, postListTexts } from '../content/blog';

export interface CategoryFilterProps {
  active: FilterCategory | undefined;
  onChoose: (category: FilterCategory | undefined) => void;
}

/** The category buttons; the active one is highlighted and pressed (`aria-pressed`). */
export function CategoryFilter({ active, onChoose }: CategoryFilterProps) {
  return (
    <Flex
      role="group"
      aria-label={postListTexts.filterLabel}
      wrap="wrap"
      gap="2"
      justifyContent="center"
    >
      {categoryFilter.map(({ label, value }) => {
        const pressed = value === active;
        return (
          <Button
            key={label}
            size="sm"
            variant={pressed ? 'solid' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onChoose(value)}
          >
            {label}
          </Button>
        );
      })}
    </Flex>
  );
}
