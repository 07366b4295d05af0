import { chakra } from '@chakra-ui/react/styled-system';
import { Link } from '@site/ui/router';
import { buttonRecipe } from './theme/recipes';

/** A real `<button>` (type "button" unless told otherwise) in the brand's styles. */
export const Button = chakra('button', buttonRecipe, { defaultProps: { type: 'button' } });

/** A link to a route of the site that looks like a button: calls to action. */
export const ButtonLink = chakra(Link, buttonRecipe);
