/**
 * What the frame links, in its order, with the specification's exact labels
 * (docs/product.md#the-frame): the shell's own list of paths. The pages behind them are the
 * remotes' (each remote's `src/routes.ts`); a page a remote adds without a link here is still
 * served, in the sitemap and reachable (decision 040).
 */

/** Where a page is linked from the footer: its columns. */
export type FooterColumn = 'services' | 'company' | 'legal';

export interface FrameLink {
  path: string;
  label: string;
  /** In the header's menu. */
  header?: true;
  /** In this column of the footer. */
  footer?: FooterColumn;
}

export const frameLinks = [
  { path: '/', label: 'Home', header: true },
  { path: '/about', label: 'About Us', header: true, footer: 'company' },
  { path: '/healthcare', label: 'HealthCare', header: true, footer: 'services' },
  { path: '/finance', label: 'Finance', header: true, footer: 'services' },
  { path: '/compliance', label: 'Compliance', header: true, footer: 'services' },
  { path: '/salesforce', label: 'Salesforce', header: true, footer: 'services' },
  { path: '/privacy-policy', label: 'Privacy Policy', footer: 'legal' },
  { path: '/cookies-policy', label: 'Cookies Policy', footer: 'legal' },
  { path: '/contact', label: 'Contact Us', header: true, footer: 'company' },
  { path: '/blogs', label: 'Blogs', header: true, footer: 'company' },
] as const satisfies readonly FrameLink[];
