import { PageMeta, buttonLookStyles, fixedStyles, headingStyles } from '@site/ui';
import { Link, useLocation } from '@site/ui/router';
import { useEffect } from 'react';

// The page's parts never change their styles: each resolves its class once (fixedStyles), and a
// page the server rendered resolves none as it hydrates (decision 050).
const Frame = fixedStyles(
  'div',
  { textAlign: 'center', px: '4', py: { base: '20', md: '28' } },
  'NotFoundPage',
);
const Code = fixedStyles(
  'h1',
  {
    ...headingStyles,
    fontSize: { base: '6xl', md: '7xl' },
    lineHeight: '1',
    fontWeight: 'bold',
    color: 'brand.800',
  },
  'NotFoundPage.Code',
);
const Message = fixedStyles(
  'p',
  { fontSize: { base: 'xl', md: '2xl' }, color: 'gray.700', mt: '4' },
  'NotFoundPage.Message',
);
const HomeLink = fixedStyles(
  Link,
  { ...buttonLookStyles('solid', 'md'), mt: '8' },
  'NotFoundPage.HomeLink',
);

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <Frame>
      <PageMeta
        title="Page not found"
        description="The page you were looking for does not exist or has moved."
      />
      <Code>404</Code>
      <Message>Oops! Page not found</Message>
      <HomeLink to="/">Return to Home</HomeLink>
    </Frame>
  );
}
