import { company } from '@site/contracts/company';
import { filterCategories, type FilterCategory } from '@site/contracts/blog';

/** The words of the blog pages (spec, section 2). */

export const blogListMeta = {
  title: 'Blog',
  description:
    'Insights on SaaS solutions, digital transformation, compliance and industry innovation for UK healthcare, finance and growing businesses.',
  /** The name of the blog's feed, as feed readers list it. */
  feedTitle: `${company.name} blog`,
};

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
};

export const newsletterTexts = {
  title: 'Stay Updated',
  intro:
    'Get our latest articles on SaaS, compliance and digital transformation in your inbox. No spam; unsubscribe at any time.',
  emailLabel: 'Email address',
  placeholder: 'Enter your email',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  subscribedTitle: 'Subscribed',
  subscribed: (email: string) => `Thank you. ${email} will receive our next articles.`,
  alreadySubscribedTitle: 'Already subscribed',
  alreadySubscribed: (email: string) => `${email} is already on our list: nothing more to do.`,
  failedTitle: 'Subscription failed',
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
