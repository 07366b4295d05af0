import type { PGlite } from '@electric-sql/pglite';

/** A post row for the tests; fields not given get plausible values. */
export interface FixturePost {
  slug: string;
  category: string;
  published_date: string;
  published?: boolean;
  title?: string;
  image_url?: string | null;
  seo_title?: string | null;
}

export async function insertPosts(db: PGlite, posts: readonly FixturePost[]): Promise<void> {
  for (const post of posts) {
    await db.query(
      `insert into public.blog_posts
         (slug, title, excerpt, content, category, author, published_date, read_time, image_url,
          seo_title, seo_description, published)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        post.slug,
        post.title ?? `Title of ${post.slug}`,
        `Excerpt of ${post.slug}.`,
        `## Heading\n\nBody of **${post.slug}**.\n- a bullet`,
        post.category,
        'Jane Author',
        post.published_date,
        '5 min read',
        post.image_url ?? null,
        post.seo_title ?? null,
        null,
        post.published ?? true,
      ],
    );
  }
}

/**
 * Fourteen published posts over the seven categories (three share 2024-02-20, to test the
 * tie-break) and two drafts, one of them dated newest of all.
 */
export const fixturePosts: readonly FixturePost[] = [
  { slug: 'newest-healthcare', category: 'Healthcare', published_date: '2024-03-01' },
  { slug: 'tie-saas', category: 'SaaS Solutions', published_date: '2024-02-20' },
  { slug: 'tie-compliance', category: 'Compliance', published_date: '2024-02-20' },
  { slug: 'tie-healthcare', category: 'Healthcare', published_date: '2024-02-20' },
  { slug: 'finance-one', category: 'Financial Services', published_date: '2024-02-10' },
  { slug: 'salesforce-one', category: 'Salesforce', published_date: '2024-01-30' },
  {
    slug: 'innovation-one',
    category: 'Healthcare Innovation',
    published_date: '2024-01-15',
    image_url: 'https://example.com/a.jpg',
    seo_title: 'Innovation SEO title',
  },
  { slug: 'transformation-one', category: 'Digital Transformation', published_date: '2024-01-05' },
  { slug: 'healthcare-two', category: 'Healthcare', published_date: '2023-12-20' },
  { slug: 'saas-two', category: 'SaaS Solutions', published_date: '2023-12-01' },
  { slug: 'compliance-two', category: 'Compliance', published_date: '2023-11-11' },
  { slug: 'finance-two', category: 'Financial Services', published_date: '2023-10-10' },
  { slug: 'salesforce-two', category: 'Salesforce', published_date: '2023-09-09' },
  { slug: 'oldest-innovation', category: 'Healthcare Innovation', published_date: '2023-01-01' },
  { slug: 'draft-newest', category: 'Healthcare', published_date: '2025-01-01', published: false },
  { slug: 'draft-post', category: 'Compliance', published_date: '2023-06-01', published: false },
];

export const publishedFixtures = fixturePosts.filter((post) => post.published !== false);
