import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns markup into text', () => {
    expect(escapeHtml('<script>alert("x")</script>')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
    );
  });

  it('cannot be broken out of a quoted attribute', () => {
    expect(escapeHtml(`" onmouseover='x'`)).toBe('&quot; onmouseover=&#39;x&#39;');
  });

  it('escapes ampersands first, so entities in the input stay visible as typed', () => {
    expect(escapeHtml('Fish &amp; Chips & <b>')).toBe('Fish &amp;amp; Chips &amp; &lt;b&gt;');
  });

  it('leaves other text, including non-ASCII and line breaks, as it is', () => {
    expect(escapeHtml('Zoë — 10% off\nnext line')).toBe('Zoë — 10% off\nnext line');
    expect(escapeHtml('')).toBe('');
  });
});
