import { renderToString } from 'react-dom/server';
import { JsonLd, serializeJsonLd } from './JsonLd';

describe('JsonLd', () => {
  it('cannot close its script element', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });

  it('is in the HTML as JSON a crawler parses, quotes and all', () => {
    const html = renderToString(<JsonLd data={{ '@type': 'Organization', name: 'A & "B"' }} />);
    const text = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(text!)).toEqual({ '@type': 'Organization', name: 'A & "B"' });
  });
});
