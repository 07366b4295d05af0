/**
 * The public API of the design system. This module is a shared singleton: the shell provides it
 * and every remote uses the shell's copy, so what is exported here is downloaded on every first
 * load. Export only what the site uses; Chakra itself is never imported outside this package.
 */

// Frame
export { SiteProvider } from './SiteProvider';
export { toaster } from './toaster';

// Layout and type primitives (Chakra, through per-component entry points)
export { Box } from '@chakra-ui/react/box';
export { Flex } from '@chakra-ui/react/flex';
export { Heading } from '@chakra-ui/react/heading';
export { Spinner } from '@chakra-ui/react/spinner';
export { Stack } from '@chakra-ui/react/stack';
export {
  actionRowStyles,
  containerStyles,
  fixedLooks,
  fixedStyles,
  gridColumns,
  headingStyles,
} from './fixed-styles';
export { HydratedLater } from './hydrated-later';
export { renderedWhenNear } from './rendered-when-near';
export { Text } from '@chakra-ui/react/text';
export { visuallyHiddenStyle } from '@chakra-ui/react/visually-hidden';

// Actions and links
export {
  Button,
  ButtonLink,
  SubmitButton,
  buttonLookStyles,
  type SubmitButtonProps,
} from './buttons';
export { earlyPressForm, giveUpEarlyPresses, useEarlyPress } from './early-press/use-early-press';
export { ExternalLink, TextLink, linkStyles } from './links';

// Building blocks of the pages
export { Badge } from './Badge';
export { Card } from './Card';
export { TextAreaField, TextField } from './form-fields';
export { textInputStyles } from './theme/recipes';
export { CallToActionBand } from './CallToActionBand';
export { CheckList, type CheckListItem } from './CheckList';
export { FeatureCardGrid, type FeatureCard, type IconComponent } from './FeatureCardGrid';
export {
  ImageWithFallback,
  fixedImage,
  type ImageElement,
  type ImageSource,
} from './ImageWithFallback';
export { ResponsiveImage, type ResponsiveImageSet } from './ResponsiveImage';
export { PageHero } from './PageHero';
export { JsonLd } from './JsonLd';
export { PageMeta, defaultShareImagePath } from './PageMeta';
export { SiteUrlContext, absoluteUrl, useSiteUrl } from './site-url';
export { Section } from './Section';
