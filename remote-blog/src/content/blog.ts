import { company } from '@site/contracts/company';
import { filterCategories, type FilterCategory } from '@site/contracts/blog-facts';

/** The words of the blog pages (docs/product.md#blog and #newsletter). */

export const blogListMeta = {
  title: 'Blog',
  description:
    'Insights on SaaS solutions, digital transformation, compliance and industry innovation for UK healthcare, finance and growing businesses.',
  /** The name of the blog's feed, as feed readers list it. */
  feedTitle: `${company.name} blog`,
};

/** The head tags of the list of one category (`/blogs?category=…`), a page of its own. */
export const categoryListMeta = (category: FilterCategory) => ({
  title: `${category} Articles`,
  description: `Articles on ${category} from ${company.name}: insights, guides and news for UK healthcare, finance and growing businesses.`,
});

export const blogHero = {
  title: 'Our Blog',
  intro:
    'Insights, guides and news on SaaS solutions, digital transformation and industry innovation, written by the people who build and run them.',
};

/** The filter buttons: All, then the six categories. `undefined` stands for All. */
export const categoryFilter: readonly { label: string; value: FilterCategory | undefined }[] = [
  { label: 'All', value: undefined },
  ...filterCategories.map((category) => ({ label: category, value: category })),
];

export const postListTexts = {
  filterLabel: 'Filter posts by category',
  postsHeading: 'Latest articles',
  loading: 'Loading blog posts',
  empty: 'No blog posts available yet.',
  readMore: 'Read More',
  loadMore: 'Load More Posts',
  loadingMore: 'Loading...',
  /** What a category button says while its press waits for the page to run. */
  categoryWaiting: 'Loading...',
};

/**
 * The Stay Updated block. Its consent wording and its answer live in `@site/contracts/newsletter`,
 * with the API that stores what the visitor agreed to.
 */
export const newsletterTexts = {
  title: 'Stay Updated',
  intro:
    'Get our latest articles on SaaS, compliance and digital transformation in your inbox. No spam; unsubscribe at any time.',
  emailLabel: 'Email address',
  placeholder: 'Enter your email',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  privacyLead: 'How we use your email:',
  privacyLink: 'Privacy Policy',
  failedTitle: 'Subscription failed',
  botCheckFailed: 'The bot check could not be loaded. Please reload the page and try again.',
  /** Beside the button when JavaScript is off: the bot check runs in the browser. */
  needsJavaScript: 'Signing up needs JavaScript, which checks that you are not a robot.',
  /** When a press before the page ran found no page to carry it out (a script that never came). */
  pageDidNotRun: `This page could not sign you up: part of it did not load. Please try again later, or email us at ${company.email}.`,
};

export const postTexts = {
  loading: 'Loading blog post',
  notFoundTitle: 'Blog Post Not Found',
  notFoundIntro: 'The article you are looking for does not exist or is no longer published.',
  backToBlogs: 'Back to Blogs',
  closingTitle: 'Ready to Transform Your Business?',
  closingIntro:
    'Talk to our team about software that fits the way you work, from CRM to compliance.',
  closingAction: 'Get in Touch',
};
