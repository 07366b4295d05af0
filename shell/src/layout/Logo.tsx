import { company } from '@site/contracts/company';
import { fixedStyles, linkStyles } from '@site/ui';
import { Link } from '@site/ui/router';

// The same on every page: resolved once (fixedStyles), not on every render.
const LogoLink = fixedStyles(
  Link,
  {
    ...linkStyles,
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2.5',
    color: 'gray.900',
    textDecoration: 'none',
    fontWeight: 'bold',
    fontSize: { base: 'md', sm: 'lg' },
    letterSpacing: 'tight',
    _hover: { color: 'brand.800' },
  },
  'Logo.Link',
);
const LogoMark = fixedStyles('span', { flexShrink: 0, display: 'inline-flex' }, 'Logo.Mark');

/** The brand mark and name; links home. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <LogoLink to="/" onClick={onClick}>
      <LogoMark>
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="8" fill="#1c3084" />
          <path
            d="M8 21.5 14 15l4 4 6-7.5"
            fill="none"
            stroke="#fff"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path
            d="M19.5 11.5H24v4.5"
            fill="none"
            stroke="#5ee0c0"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </LogoMark>
      {company.name}
    </LogoLink>
  );
}
