import { company, emailHref, phoneHref } from '@site/contracts/company';
import { Box, ExternalLink, Flex, Stack, Text, chakra } from '@site/ui';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { detailsCard } from '../content/contact';

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
    <Flex as="li" gap="4" alignItems="flex-start">
      <Flex
        boxSize="11"
        flexShrink={0}
        rounded="lg"
        bg="accent.50"
        color="accent.700"
        alignItems="center"
        justifyContent="center"
      >
        {icon}
      </Flex>
      <div>
        <Text fontWeight="semibold">{label}</Text>
        <Box color="gray.800">{children}</Box>
      </div>
    </Flex>
  );
}

/** Email, phone and the London address, from the company facts. */
export function ContactDetails() {
  const { street, city, postcode } = company.address;
  return (
    <Stack as="ul" listStyleType="none" gap="6">
      <Detail icon={<Mail size={20} aria-hidden />} label={detailsCard.emailLabel}>
        <ExternalLink href={emailHref()}>{company.email}</ExternalLink>
      </Detail>
      <Detail icon={<Phone size={20} aria-hidden />} label={detailsCard.phoneLabel}>
        <ExternalLink href={phoneHref()}>{company.phone}</ExternalLink>
      </Detail>
      <Detail icon={<MapPin size={20} aria-hidden />} label={detailsCard.addressLabel}>
        <chakra.address fontStyle="normal">
          <Text as="span" display="block">
            {street}
          </Text>
          <Text as="span" display="block">
            {city}
          </Text>
          <Text as="span" display="block">
            {postcode}
          </Text>
        </chakra.address>
      </Detail>
    </Stack>
  );
}
