import matter from 'gray-matter';
import * as z from 'zod';
import { postCategories } from '@site/contracts/blog-facts';
import { slugSchema } from '@site/contracts/blog-requests';

/**
 * A post written as Markdown with YAML front matter, as `npm run blog -- create <file.md>` reads
 * it: the front matter has the post's fields, the rest of the file is its body (the site's light
 * markup: docs/product.md#blog).
 *
 * ```md
 * ---
 * title: Five questions before you buy a care app
 * slug: five-questions-care-app
 * excerpt: What to ask a supplier before you sign.
 * category: Healthcare
 * author: Jane Smith
 * read_time: 5 min read
 * published_date: 2026-12-01   # optional: the date shown; default the day it is published
 * image_url: /images/care.webp # optional, like seo_title and seo_description
 * ---
 * ## The body
 * ```
 */

/** The fields of a post that a file gives. */
export interface PostFile {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  read_time: string;
  image_url: string | null;
  seo_title: string | null;
  seo_description: string | null;
  published_date: string | null;
  content: string;
}

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text.` })
    .trim()
    .min(1, `${name} must not be empty.`)
    .max(max, `${name} must be at most ${max} characters.`);

// YAML reads an unquoted 2026-12-01 as a date; the post wants the date as written.
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string({ error: 'published_date must be a date, YYYY-MM-DD.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'published_date must be a date, YYYY-MM-DD.')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'published_date is not a real date.'),
);

const frontMatterSchema = z.strictObject({
  title: text('title', 300),
  slug: z.string({ error: 'slug must be text.' }).pipe(slugSchema),
  excerpt: text('excerpt', 1000),
  category: z.enum(postCategories, {
    error: `category must be one of: ${postCategories.join(', ')}.`,
  }),
  author: text('author', 200),
  read_time: text('read_time', 50),
  image_url: text('image_url', 2000).optional(),
  seo_title: text('seo_title', 300).optional(),
  seo_description: text('seo_description', 500).optional(),
  published_date: isoDate.optional(),
});

/** What is wrong with a post file, one line per problem. */
export class PostFileError extends Error {}

const refuseCode = () => {
  throw new PostFileError('Front matter must be YAML: code in front matter is never run.');
};

/** The post a file gives, or a `PostFileError` that lists every problem. */
export function parsePostFile(source: string, fileName: string): PostFile {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Only YAML: gray-matter would run `---js` front matter as code.
    parsed = matter(source, { engines: { javascript: refuseCode, coffee: refuseCode } });
  } catch (error) {
    if (error instanceof PostFileError) throw new PostFileError(`${fileName}: ${error.message}`);
    throw new PostFileError(`${fileName}: the front matter is not valid YAML: ${String(error)}`);
  }
  if (!parsed.matter.trim()) {
    throw new PostFileError(
      `${fileName}: no front matter. Start the file with a block between two "---" lines ` +
        'that gives title, slug, excerpt, category, author and read_time.',
    );
  }
  const fields = frontMatterSchema.safeParse(parsed.data);
  const problems = fields.success
    ? []
    : fields.error.issues.map((issue) => {
        const field = issue.path.join('.');
        if (issue.code === 'unrecognized_keys') {
          return `unknown field(s): ${issue.keys.join(', ')}`;
        }
        if (issue.code === 'invalid_type' && issue.input === undefined) {
          return `${field} is required.`;
        }
        return issue.message.startsWith(field) || !field
          ? issue.message
          : `${field}: ${issue.message}`;
      });
  const content = parsed.content.trim();
  if (!content) problems.push('the post has no body after its front matter.');
  if (!fields.success || problems.length > 0) {
    throw new PostFileError(`${fileName}:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }
  const data = fields.data;
  return {
    slug: data.slug,
    title: data.title,
    excerpt: data.excerpt,
    category: data.category,
    author: data.author,
    read_time: data.read_time,
    image_url: data.image_url ?? null,
    seo_title: data.seo_title ?? null,
    seo_description: data.seo_description ?? null,
    published_date: data.published_date ?? null,
    content,
  };
}
