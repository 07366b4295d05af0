import { company, emailHref, phoneHref } from '@site/contracts/company';
import { ExternalLink, fixedStyles } from '@site/ui';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { detailsCard } from '../content/contact';

// The details never change their styles: each part resolves its class once (fixedStyles), and a
// page the server rendered resolves none as it hydrates (decision 050).
const List = fixedStyles(
  'ul',
  { display: 'flex', flexDirection: 'column', listStyleType: 'none', gap: '6' },
  'ContactDetails',
);
const Item = fixedStyles(
  'li',
  { display: 'flex', gap: '4', alignItems: 'flex-start' },
  'ContactDetails.Item',
);
const IconBox = fixedStyles(
  'div',
  {
    display: 'flex',
    boxSize: '11',
    flexShrink: 0,
    rounded: 'lg',
    bg: 'accent.50',
    color: 'accent.700',
    alignItems: 'center',
    justifyContent: 'center',
  },
  'ContactDetails.Icon',
);
const Label = fixedStyles('p', { fontWeight: 'semibold' }, 'ContactDetails.Label');
const Value = fixedStyles('div', { color: 'gray.800' }, 'ContactDetails.Value');
const Address = fixedStyles('address', { fontStyle: 'normal' }, 'ContactDetails.Address');
const Line = fixedStyles('span', { display: 'block' }, 'ContactDetails.Line');

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Item>
      <IconBox>{icon}</IconBox>
      <div>
        <Label>{label}</Label>
        <Value>{children}</Value>
      </div>
    </Item>
  );
}

/** Email, phone and the London address, from the company facts. */
export function ContactDetails() {
  const { street, city, postcode } = company.address;
  return (
    <List>
      <Detail icon={<Mail size={20} aria-hidden />} label={detailsCard.emailLabel}>
        <ExternalLink href={emailHref()}>{company.email}</ExternalLink>
      </Detail>
      <Detail icon={<Phone size={20} aria-hidden />} label={detailsCard.phoneLabel}>
        <ExternalLink href={phoneHref()}>{company.phone}</ExternalLink>
      </Detail>
      <Detail icon={<MapPin size={20} aria-hidden />} label={detailsCard.addressLabel}>
        <Address>
          <Line>{street}</Line>
          <Line>{city}</Line>
          <Line>{postcode}</Line>
        </Address>
      </Detail>
    </List>
  );
}
