import { frameLinks, type FooterColumn, type FrameLink } from './frame-links';

/** A link of the header or footer, with its exact label (docs/product.md#the-frame). */
export interface NavigationItem {
  label: string;
  to: string;
}

const linksTo = (links: readonly FrameLink[]): NavigationItem[] =>
  links.map(({ path, label }) => ({ label, to: path }));

const all: readonly FrameLink[] = frameLinks;

/** The header's menu: the frame's links marked `header`, in its order. */
export const mainNavigation: readonly NavigationItem[] = linksTo(all.filter((link) => link.header));

const footerColumn = (column: FooterColumn) =>
  linksTo(all.filter((link) => link.footer === column));

/** The footer's columns: the frame's links in each, in its order. */
export const footerNavigation = {
  services: footerColumn('services'),
  company: footerColumn('company'),
  legal: footerColumn('legal'),
} satisfies Record<FooterColumn, readonly NavigationItem[]>;
