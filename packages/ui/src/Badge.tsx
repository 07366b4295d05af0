import { chakra } from '@chakra-ui/react/styled-system';
import { badgeRecipe } from './theme/recipes';

/** A small rounded label, `tone="brand"` (default) or `tone="neutral"`. */
export const Badge = chakra('span', badgeRecipe);
