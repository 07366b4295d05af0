/** A link of the header or footer, with its exact label (docs/product.md#the-frame). */
export interface NavigationItem {
  label: string;
  to: string;
}

export const mainNavigation: readonly NavigationItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  { label: 'HealthCare', to: '/healthcare' },
  { label: 'Finance', to: '/finance' },
  { label: 'Compliance', to: '/compliance' },
  { label: 'Salesforce', to: '/salesforce' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Blogs', to: '/blogs' },
];

export const footerNavigation = {
  services: [
    { label: 'HealthCare', to: '/healthcare' },
    { label: 'Finance', to: '/finance' },
    { label: 'Compliance', to: '/compliance' },
    { label: 'Salesforce', to: '/salesforce' },
  ],
  company: [
    { label: 'About Us', to: '/about' },
    { label: 'Contact Us', to: '/contact' },
    { label: 'Blogs', to: '/blogs' },
  ],
  legal: [
    { label: 'Privacy Policy', to: '/privacy-policy' },
    { label: 'Cookies Policy', to: '/cookies-policy' },
  ],
} satisfies Record<string, readonly NavigationItem[]>;
