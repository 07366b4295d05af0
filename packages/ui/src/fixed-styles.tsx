import type { EmotionCache } from '@emotion/cache';
import { withEmotionCache } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import {
  useChakraContext,
  type SystemContext,
  type SystemStyleObject,
} from '@chakra-ui/react/styled-system';
import { containerRecipe, headingRecipe } from '@chakra-ui/react/theme';
import { Fragment, createElement, type ComponentPropsWithoutRef, type ElementType } from 'react';
import { adoptedFixedClass } from './page-styles';

interface ResolvedClass {
  system: SystemContext;
  cache: EmotionCache;
  className: string;
}

/**
 * An element whose styles never change, written as Chakra style props, resolved to one class the
 * first time it renders and reused by every later element of the page.
 *
 * A Chakra element resolves its style props on every render: it splits its props, runs its
 * recipe, looks up tokens, hashes and serialises the result, and renders an insertion component
 * beside itself. That costs a phone about two milliseconds per element, and a page renders a
 * hundred or more of them before its first paint. The repeated parts of a page whose styles do not
 * depend on props (the blog's cards, for one) pay it once instead. Its `className` prop is added
 * to the fixed class; everything else goes to the element as it is.
 *
 * On a page the server rendered, the browser takes the class the server gave the part (its
 * `displayName` names it in the page's styles element) and resolves nothing while the page
 * hydrates (decision 050). So each part's `displayName` is its own: one name, one set of styles.
 */
export function fixedStyles<Tag extends ElementType>(
  tag: Tag,
  styles: SystemStyleObject,
  displayName: string,
) {
  const Fixed = withEmotionCache<ComponentPropsWithoutRef<Tag> & { className?: string }>(
    fixedRender(tag, () => styles, displayName),
  );
  Fixed.displayName = displayName;
  return Fixed;
}

/**
 * `fixedStyles` for an element with a few looks, such as a button's variants and sizes: its
 * `look` prop names one, `stylesOf` gives its styles, and each look resolves to a class the first
 * time it renders.
 */
export function fixedLooks<Tag extends ElementType, Look extends string>(
  tag: Tag,
  stylesOf: (look: Look) => SystemStyleObject,
  displayName: string,
) {
  const Fixed = withEmotionCache<
    ComponentPropsWithoutRef<Tag> & { className?: string; look: Look }
  >(fixedRender(tag, stylesOf, displayName));
  Fixed.displayName = displayName;
  return Fixed;
}

/** How a part and look are named in the page's styles element: `SubmitButton[solid md  ]`. */
const fixedPartOf = (displayName: string, look: string) =>
  look ? `${displayName}[${look}]` : displayName;

/**
 * Renders `tag` with the class of its `look` (none for `fixedStyles`), resolving it the first
 * time, once per system and Emotion cache (a page, or a server render), unless the server's page
 * names it already.
 */
function fixedRender<Look extends string>(
  tag: ElementType,
  stylesOf: (look: Look) => SystemStyleObject,
  displayName: string,
) {
  const looks = new Map<Look, ResolvedClass>();
  return function FixedElement(
    { look = '' as Look, ...props }: { className?: string; look?: Look },
    cache: EmotionCache,
    ref: unknown,
  ) {
    const system = useChakraContext();
    let resolved = looks.get(look);
    let serverRules: string | undefined;
    let resolvedHere = false;
    let name = '';
    const part = fixedPartOf(displayName, look);
    if (resolved?.system !== system || resolved.cache !== cache) {
      // The class the server gave this part, its rules already in the page; else resolved here.
      const adopted = adoptedFixedClass(cache, part);
      if (adopted) {
        name = adopted;
      } else {
        const serialized = serializeStyles([system.css(stylesOf(look))], cache.registered);
        // Once per page and class, not per element: Emotion inserts a rule only the first time.
        // On the server it returns the rule instead, for the page's HTML (one cache per render).
        serverRules = insertStyles(cache, serialized, typeof tag === 'string') || undefined;
        name = serialized.name;
        resolvedHere = true;
      }
      resolved = { system, cache, className: `${cache.key}-${name}` };
      looks.set(look, resolved);
    }
    const className = props.className
      ? `${resolved.className} ${props.className}`
      : resolved.className;
    const element = createElement(tag, { ...props, ref, className });
    if (typeof document !== 'undefined' || !resolvedHere) return element;
    // As Emotion's own elements do on the server: the style beside the element, which the
    // renderer moves into the head, naming the part it is the class of (`data-fixed`). Empty when
    // another part with the same styles inserted the rule first: the part is still named, so
    // that the browser takes its class rather than resolve it with the system (decision 050).
    return createElement(
      Fragment,
      null,
      createElement('style', {
        'data-emotion': `${cache.key} ${name}`,
        'data-fixed': part,
        dangerouslySetInnerHTML: { __html: serverRules ?? '' },
      }),
      element,
    );
  };
}

/** What a Chakra `Heading` applies at its default size (`xl`), for a heading built with `fixedStyles`. */
export const headingStyles: SystemStyleObject = {
  ...headingRecipe.base,
  ...headingRecipe.variants?.size?.xl,
};

/** What a Chakra `Container` applies, for a container built with `fixedStyles`. */
export const containerStyles: SystemStyleObject = { ...containerRecipe.base };

/**
 * A grid's `gridTemplateColumns` for `count` equal columns, as a Chakra `SimpleGrid`'s `columns`
 * gives it: none wider than the others, whatever their content.
 */
export const gridColumns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/** A band's row of calls to action: stacked on the narrowest screens, side by side from `sm`. */
export const actionRowStyles: SystemStyleObject = {
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  gap: '4',
  mt: '8',
};
