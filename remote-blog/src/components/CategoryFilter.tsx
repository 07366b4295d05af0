import type { FilterCategory } from '@site/contracts/blog';
import { SubmitButton, earlyPressForm, fixedStyles, useEarlyPress } from '@site/ui';
import { useRef, type FormEvent } from 'react';
import { categoryFilter, postListTexts } from '../content/blog';
import { blogListPath, filterCategoryOf, listQueryNames } from '../lib/blog-paths';

const Buttons = fixedStyles(
  'div',
  { display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'center' },
  'CategoryFilter.Buttons',
);

/** The form's name for the page's inline script, which holds a press made before the page runs. */
export const categoryFilterPressId = 'blog-category';

export interface CategoryFilterProps {
  active: FilterCategory | undefined;
  onChoose: (category: FilterCategory | undefined) => void;
}

/**
 * The category buttons; the active one is highlighted and pressed (`aria-pressed`). They submit
 * a GET form: without JavaScript each opens the first page of its category (`?category=…`,
 * nothing for All), and a press before the page runs is held, then carried out here once it
 * runs (decision 027). The page then reloads the list in place.
 */
export function CategoryFilter({ active, onChoose }: CategoryFilterProps) {
  const form = useRef<HTMLFormElement>(null);
  useEarlyPress(categoryFilterPressId, form);

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const button = (event.nativeEvent as SubmitEvent).submitter;
    if (button instanceof HTMLButtonElement) onChoose(filterCategoryOf(button.value));
  };

  return (
    <form
      ref={form}
      method="get"
      action={blogListPath}
      {...earlyPressForm(categoryFilterPressId)}
      onSubmit={choose}
    >
      <Buttons role="group" aria-label={postListTexts.filterLabel}>
        {categoryFilter.map(({ label, value }) => {
          const pressed = value === active;
          return (
            <SubmitButton
              key={label}
              // All sends no category: its address is the list's own, `/blogs`.
              {...(value ? { name: listQueryNames.category, value } : {})}
              size="sm"
              variant={pressed ? 'solid' : 'outline'}
              aria-pressed={pressed}
              // Busy only while a press waits for the page: the list shows its own loading.
              busy={false}
              busyLabel={postListTexts.categoryWaiting}
            >
              {label}
            </SubmitButton>
          );
        })}
      </Buttons>
    </form>
  );
}
