/**
 * The post body's light markup (docs/product.md#blog), parsed line by line into blocks. The result is
 * data, rendered by React as text: nothing in the content is ever interpreted as HTML.
 *
 * - `### ` third-level heading, `## ` second-level heading, `# ` skipped;
 * - `- ` bullet, with **bold** markup;
 * - any other non-empty line: a paragraph with **bold** and *italic* markup;
 * - empty lines are skipped.
 */

export type InlineSegment =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'italic'; text: string };

export type BodyBlock =
  | { kind: 'heading2'; text: string }
  | { kind: 'heading3'; text: string }
  | { kind: 'bullets'; items: InlineSegment[][] }
  | { kind: 'paragraph'; segments: InlineSegment[] };

const boldOnly = /\*\*(.+?)\*\*/g;
const boldOrItalic = /\*\*(.+?)\*\*|\*(.+?)\*/g;

/** Splits a line into plain, bold and italic runs. */
export function parseInline(line: string, allowItalic = true): InlineSegment[] {
  const pattern = allowItalic ? boldOrItalic : boldOnly;
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    const start = match.index;
    if (start > last) segments.push({ kind: 'text', text: line.slice(last, start) });
    if (match[1] !== undefined) segments.push({ kind: 'bold', text: match[1] });
    else if (match[2] !== undefined) segments.push({ kind: 'italic', text: match[2] });
    last = start + match[0].length;
  }
  if (last < line.length) segments.push({ kind: 'text', text: line.slice(last) });
  return segments;
}

/** The body as blocks; consecutive bullets form one list. */
export function parsePostBody(content: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  for (const rawLine of content.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    if (line.startsWith('### ')) {
      blocks.push({ kind: 'heading3', text: line.slice(4).trim() });
    } else if (line.startsWith('## ')) {
      blocks.push({ kind: 'heading2', text: line.slice(3).trim() });
    } else if (line.startsWith('# ')) {
      continue;
    } else if (line.startsWith('- ')) {
      const item = parseInline(line.slice(2).trim(), false);
      const previous = blocks.at(-1);
      if (previous?.kind === 'bullets') previous.items.push(item);
      else blocks.push({ kind: 'bullets', items: [item] });
    } else {
      blocks.push({ kind: 'paragraph', segments: parseInline(line) });
    }
  }
  return blocks;
}
