import { parseInline, parsePostBody } from './post-body';

describe('parsePostBody (the line rules of docs/product.md#blog)', () => {
  it('turns "## " and "### " lines into second- and third-level headings', () => {
    expect(parsePostBody('## Why it matters\n### A detail')).toEqual([
      { kind: 'heading2', text: 'Why it matters' },
      { kind: 'heading3', text: 'A detail' },
    ]);
  });

  it('skips "# " lines and empty lines', () => {
    expect(parsePostBody('# The post title\n\n   \nBody text.')).toEqual([
      { kind: 'paragraph', segments: [{ kind: 'text', text: 'Body text.' }] },
    ]);
  });

  it('groups consecutive "- " lines into one bulleted list with bold markup', () => {
    expect(parsePostBody('- **Audit** your data\n- Train the team\n\n- Another list')).toEqual([
      {
        kind: 'bullets',
        items: [
          [
            { kind: 'bold', text: 'Audit' },
            { kind: 'text', text: ' your data' },
          ],
          [{ kind: 'text', text: 'Train the team' }],
          [{ kind: 'text', text: 'Another list' }],
        ],
      },
    ]);
  });

  it('does not read italic markup in bullets (only bold)', () => {
    expect(parsePostBody('- an *aside*')).toEqual([
      { kind: 'bullets', items: [[{ kind: 'text', text: 'an *aside*' }]] },
    ]);
  });

  it('reads bold (double asterisk) and italic (single asterisk) in paragraphs', () => {
    expect(parsePostBody('Start **small**, then *grow* steadily.')).toEqual([
      {
        kind: 'paragraph',
        segments: [
          { kind: 'text', text: 'Start ' },
          { kind: 'bold', text: 'small' },
          { kind: 'text', text: ', then ' },
          { kind: 'italic', text: 'grow' },
          { kind: 'text', text: ' steadily.' },
        ],
      },
    ]);
  });

  it('keeps a heading marker without its space as an ordinary paragraph', () => {
    expect(parsePostBody('##Tight')).toEqual([
      { kind: 'paragraph', segments: [{ kind: 'text', text: '##Tight' }] },
    ]);
  });

  it('handles Windows line endings', () => {
    expect(parsePostBody('## One\r\nTwo')).toHaveLength(2);
  });

  it('keeps HTML as plain text segments', () => {
    expect(parseInline('<script>alert(1)</script> and <b>x</b>')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script> and <b>x</b>' },
    ]);
  });
});
