import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { renderToString } from 'react-dom/server';
import { fixedStyles } from './fixed-styles';
import { ServerRenderProviders } from './server';
import { loadSystem, system } from './system';

/*
 * On the server, each fixed part names its class beside its element (`data-fixed`), for the
 * renderer to list (decision 050). In Node: a browser's document would make it render none.
 */

beforeAll(() => loadSystem());

const Hero = fixedStyles('div', { maxW: '6xl', mx: 'auto' }, 'Test.Hero');
const List = fixedStyles('div', { maxW: '6xl', mx: 'auto' }, 'Test.List');

const rendered = (...parts: (typeof Hero)[]) =>
  renderToString(
    <ServerRenderProviders location="/">
      <ChakraProvider value={system}>
        {parts.map((Part, index) => (
          <Part key={index}>text</Part>
        ))}
      </ChakraProvider>
    </ServerRenderProviders>,
  );

it('names each part once, with its rule the first time the class is inserted', () => {
  const html = rendered(Hero, Hero);
  const markers = [
    ...html.matchAll(/<style data-emotion="css (\w+)" data-fixed="([^"]*)">([^<]*)/g),
  ];
  expect(markers.map(([, , part]) => part)).toEqual(['Test.Hero']);
  expect(markers[0]![3]).toMatch(/max-width/);
});

it('names a part whose styles another part inserted first, with no rule of its own', () => {
  // Without its name, the browser would resolve it with the Chakra system as the page hydrates,
  // building the system on the way to running (decisions 050 and 051).
  const html = rendered(Hero, List);
  const markers = [
    ...html.matchAll(/<style data-emotion="css (\w+)" data-fixed="([^"]*)">([^<]*)/g),
  ];
  expect(markers.map(([, name, part, css]) => [part, name, css === '' ? 'empty' : 'rule'])).toEqual(
    [
      ['Test.Hero', markers[0]![1], 'rule'],
      ['Test.List', markers[0]![1], 'empty'],
    ],
  );
});
