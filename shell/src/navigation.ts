import { siteRoutes, type FooterColumn } from '@site/contracts/federation';

/** A link of the header or footer, with its exact label (docs/product.md#the-frame). */
export interface NavigationItem {
  label: string;
  to: string;
}

const linksTo = (rows: readonly { path: string; label?: string }[]): NavigationItem[] =>
  rows.flatMap(({ path, label }) => (label ? [{ label, to: path }] : []));

/** The header's menu: the routes the table marks `header`, in its order. */
export const mainNavigation: readonly NavigationItem[] = linksTo(
  siteRoutes.filter((row) => 'header' in row && row.header),
);

const footerColumn = (column: FooterColumn) =>
  linksTo(siteRoutes.filter((row) => 'footer' in row && row.footer === column));

/** The footer's columns: the routes the table puts in each, in its order. */
export const footerNavigation = {
  services: footerColumn('services'),
  company: footerColumn('company'),
  legal: footerColumn('legal'),
} satisfies Record<FooterColumn, readonly NavigationItem[]>;
