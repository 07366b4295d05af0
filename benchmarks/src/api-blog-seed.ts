import { writeFile } from 'node:fs/promises';
import { postCategories } from '@site/contracts/blog';

/**
 * A seed of many published posts for the get-blogs benchmark, in the columns of
 * `supabase/migrations/*_blog_posts.sql`. Sizes follow the real seed (`supabase/seed.sql`: a
 * content of about 3 KB, a two-sentence excerpt): each post gets 3-10 sections of a heading and
 * 2-3 paragraphs picked from varied sentences, so rows differ and compress like text, not like
 * one repeated string. Posts are spread evenly over the 7 categories and over about eight years
 * of dates. Deterministic: the same count gives the same file.
 */

const authors = [
  'Eleanor Marsh',
  'James Okafor',
  'Daniel Kowalski',
  'Priya Nair',
  'Tom Hargreaves',
  'Sarah Whitfield',
];

const images = [
  null,
  'images/compliance-checklist.webp',
  'images/data-dashboard.webp',
  'images/cloud-platform.webp',
];

const topics = [
  'patient records',
  'the NHS DSPT',
  'a CRM rollout',
  'Salesforce Health Cloud',
  'open banking',
  'FCA Consumer Duty',
  'a SaaS migration',
  'cloud costs',
  'data protection',
  'clinical workflows',
  'subscription billing',
  'legacy systems',
];

const sentences = [
  'Most small providers already hold the evidence they need; the work is in finding it and writing it down once.',
  'Start with an honest inventory of where information lives, including the shared inbox and the spreadsheet someone built last year.',
  'A proportionate approach beats a perfect one: regulators look for a sensible process that is followed, not for paperwork.',
  'Ask each supplier for their certifications early, because a missing contract clause can stall a project for weeks.',
  'Training only sticks when it is short, regular and tied to the tools people use every day.',
  'We measured the time staff spent re-keying data between systems and found it was close to a day a week per team.',
  'Integration is rarely the hard part; agreeing who owns each field and each decision is.',
  'A phased rollout lets one team find the rough edges before everyone else meets them.',
  'Dashboards help only when someone is responsible for acting on what they show.',
  'Keep an audit trail from day one; adding it later means reconstructing months of history.',
  'Budget for the second year as carefully as the first, since licences and support grow with use.',
  'The best time to plan an exit from a vendor is before you sign the contract.',
  'Small teams gain the most from automation, because every manual step competes with client work.',
  'Security controls that get in the way will be worked around, so design them with the people who use them.',
  'Clear ownership of data quality turned a monthly reconciliation from three days into an afternoon.',
  'Regulation changes slowly and then all at once; a light quarterly review keeps the surprises small.',
];

const categories = postCategories;

/** A small deterministic PRNG (mulberry32), so runs are comparable. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quote = (value: string | null) =>
  value === null ? 'null' : `'${value.replace(/'/g, "''")}'`;

export const benchSlug = (n: number) => `bench-post-${String(n).padStart(5, '0')}`;

export interface SeedStats {
  posts: number;
  bytes: number;
  averageContentBytes: number;
}

/** Writes `count` published posts as SQL to `file`. */
export async function writeBlogSeed(file: string, count: number): Promise<SeedStats> {
  const next = random(20261121);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const paragraph = (length: number) => Array.from({ length }, () => pick(sentences)).join(' ');
  const newest = Date.UTC(2026, 10, 1);
  const day = 24 * 60 * 60 * 1000;

  const rows: string[] = [];
  let contentBytes = 0;
  for (let n = 1; n <= count; n += 1) {
    const topic = pick(topics);
    const title = `Notes on ${topic}, part ${n}`;
    const sections = 3 + Math.floor(next() * 8);
    const content = [`# ${title}`, ''];
    for (let s = 1; s <= sections; s += 1) {
      content.push(`## ${s}. What we learned about ${pick(topics)}`, '');
      const paragraphs = 2 + Math.floor(next() * 2);
      for (let p = 0; p < paragraphs; p += 1)
        content.push(paragraph(1 + Math.floor(next() * 2)), '');
      if (next() < 0.3) content.push(`- **${pick(topics)}**: *${pick(sentences)}*`, '');
    }
    const body = content.join('\n');
    contentBytes += Buffer.byteLength(body);
    // About three posts a day over eight years, so the list's date order has many ties too.
    const date = new Date(newest - Math.floor((n - 1) / 3) * day).toISOString().slice(0, 10);
    rows.push(
      `(${[
        quote(benchSlug(n)),
        quote(title),
        quote(`${paragraph(2)}`),
        quote(body),
        quote(categories[n % categories.length]!),
        quote(pick(authors)),
        `date '${date}'`,
        quote(`${Math.max(2, Math.round(body.length / 1200))} min read`),
        quote(pick(images)),
        quote(`${title} | Elevate`),
        quote(paragraph(1)),
        'true',
      ].join(', ')})`,
    );
  }

  const columns =
    '(slug, title, excerpt, content, category, author, published_date, read_time, image_url, seo_title, seo_description, published)';
  const statements: string[] = [`-- ${count} generated published posts for npm run bench:api.`];
  for (let i = 0; i < rows.length; i += 500) {
    statements.push(
      `insert into public.blog_posts\n  ${columns}\nvalues\n  ${rows.slice(i, i + 500).join(',\n  ')};`,
    );
  }
  const sql = `${statements.join('\n\n')}\n`;
  await writeFile(file, sql);
  return {
    posts: count,
    bytes: Buffer.byteLength(sql),
    averageContentBytes: Math.round(contentBytes / count),
  };
}
