import { company } from '@site/contracts/company';
import {
  containerStyles,
  fixedStyles,
  gridColumns,
  headingStyles,
  linkStyles,
  renderedWhenNear,
} from '@site/ui';
import { Link } from '@site/ui/router';
import { useId } from 'react';
import { footerNavigation, type NavigationItem } from '../navigation';

// The footer is on every page and its styles never change: each part resolves its class once
// (fixedStyles) instead of on every render of every element. Below the first screen on most
// pages, it is laid out only when it comes near (Total Blocking Time: the first rendering of the
// server's HTML is one task).
const Footer = fixedStyles(
  'footer',
  {
    bg: 'gray.900',
    color: 'gray.300',
    ...renderedWhenNear({ base: 'auto 760px', md: 'auto 390px' }),
  },
  'SiteFooter',
);
const Inner = fixedStyles(
  'div',
  {
    ...containerStyles,
    maxW: '7xl',
    py: { base: '12', md: '16' },
  },
  'SiteFooter.Inner',
);
const Columns = fixedStyles(
  'div',
  {
    display: 'grid',
    gridTemplateColumns: { base: gridColumns(1), md: gridColumns(4) },
    gap: '10',
  },
  'SiteFooter.Columns',
);
const Brand = fixedStyles('div', { gridColumn: { md: 'span 2' }, maxW: 'md' }, 'SiteFooter.Brand');
const BrandName = fixedStyles(
  'p',
  { fontWeight: 'bold', fontSize: 'lg', color: 'white' },
  'SiteFooter.BrandName',
);
const Blurb = fixedStyles('p', { mt: '3' }, 'SiteFooter.Blurb');
const ColumnHeading = fixedStyles(
  'h2',
  {
    ...headingStyles,
    fontSize: 'sm',
    textTransform: 'uppercase',
    letterSpacing: 'wider',
    color: 'white',
  },
  'SiteFooter.ColumnHeading',
);
const listStyles = { listStyleType: 'none', display: 'flex', flexWrap: 'wrap' } as const;
const ColumnList = fixedStyles(
  'ul',
  { ...listStyles, flexDirection: 'column', gap: '2', mt: '4' },
  'SiteFooter.ColumnList',
);
const RowList = fixedStyles(
  'ul',
  { ...listStyles, flexDirection: 'row', gap: '6', fontSize: 'sm' },
  'SiteFooter.RowList',
);
const FooterLink = fixedStyles(
  Link,
  {
    ...linkStyles,
    color: 'gray.200',
    textDecoration: 'none',
    _hover: { color: 'white', textDecoration: 'underline' },
  },
  'SiteFooter.Link',
);
const BottomRow = fixedStyles(
  'div',
  {
    display: 'flex',
    mt: '12',
    pt: '6',
    borderTopWidth: '1px',
    borderColor: 'gray.700',
    flexDirection: { base: 'column', md: 'row' },
    justifyContent: 'space-between',
    gap: '4',
  },
  'SiteFooter.BottomRow',
);
const Copyright = fixedStyles('p', { fontSize: 'sm' }, 'SiteFooter.Copyright');

interface FooterLinksProps {
  items: readonly NavigationItem[];
  /** A column under a heading, or a row (the policies). */
  layout?: 'column' | 'row';
}

function FooterLinks({ items, layout = 'column' }: FooterLinksProps) {
  const List = layout === 'column' ? ColumnList : RowList;
  return (
    <List>
      {items.map(({ label, to }) => (
        <li key={to}>
          <FooterLink to={to}>{label}</FooterLink>
        </li>
      ))}
    </List>
  );
}

function FooterColumn({ title, items }: { title: string; items: readonly NavigationItem[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <ColumnHeading id={headingId}>{title}</ColumnHeading>
      <FooterLinks items={items} />
    </nav>
  );
}

/** Brand blurb, service and company links, copyright and the policies. */
export function SiteFooter() {
  return (
    <Footer>
      <Inner>
        <Columns>
          <Brand>
            <BrandName>{company.name}</BrandName>
            <Blurb>{company.blurb}</Blurb>
          </Brand>
          <FooterColumn title="Services" items={footerNavigation.services} />
          <FooterColumn title="Company" items={footerNavigation.company} />
        </Columns>
        <BottomRow>
          <Copyright>
            © {company.copyrightYear} {company.legalName}. All rights reserved.
          </Copyright>
          <nav aria-label="Legal">
            <FooterLinks items={footerNavigation.legal} layout="row" />
          </nav>
        </BottomRow>
      </Inner>
    </Footer>
  );
}
