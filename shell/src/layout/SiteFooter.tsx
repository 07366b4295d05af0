import { company } from '@site/contracts/company';
import { Box, Container, Flex, Heading, SimpleGrid, Text, TextLink, chakra } from '@site/ui';
import { useId } from 'react';
import { footerNavigation, type NavigationItem } from '../navigation';

interface FooterLinksProps {
  items: readonly NavigationItem[];
  /** A column under a heading, or a row (the policies). */
  layout?: 'column' | 'row';
}

function FooterLinks({ items, layout = 'column' }: FooterLinksProps) {
  const column = layout === 'column';
  return (
    <chakra.ul
      listStyleType="none"
      display="flex"
      flexDirection={column ? 'column' : 'row'}
      flexWrap="wrap"
      gap={column ? '2' : '6'}
      mt={column ? '4' : undefined}
      fontSize={column ? undefined : 'sm'}
    >
      {items.map(({ label, to }) => (
        <li key={to}>
          <TextLink
            to={to}
            color="gray.200"
            textDecoration="none"
            _hover={{ color: 'white', textDecoration: 'underline' }}
          >
            {label}
          </TextLink>
        </li>
      ))}
    </chakra.ul>
  );
}

function FooterColumn({ title, items }: { title: string; items: readonly NavigationItem[] }) {
  const headingId = useId();
  return (
    <Box as="nav" aria-labelledby={headingId}>
      <Heading
        as="h2"
        id={headingId}
        fontSize="sm"
        textTransform="uppercase"
        letterSpacing="wider"
        color="white"
      >
        {title}
      </Heading>
      <FooterLinks items={items} />
    </Box>
  );
}

/** Brand blurb, service and company links, copyright and the policies. */
export function SiteFooter() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300">
      <Container maxW="7xl" py={{ base: '12', md: '16' }}>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="10">
          <Box gridColumn={{ md: 'span 2' }} maxW="md">
            <Text fontWeight="bold" fontSize="lg" color="white">
              {company.name}
            </Text>
            <Text mt="3">{company.blurb}</Text>
          </Box>
          <FooterColumn title="Services" items={footerNavigation.services} />
          <FooterColumn title="Company" items={footerNavigation.company} />
        </SimpleGrid>
        <Flex
          mt="12"
          pt="6"
          borderTopWidth="1px"
          borderColor="gray.700"
          direction={{ base: 'column', md: 'row' }}
          justifyContent="space-between"
          gap="4"
        >
          <Text fontSize="sm">
            © {company.copyrightYear} {company.legalName}. All rights reserved.
          </Text>
          <Box as="nav" aria-label="Legal">
            <FooterLinks items={footerNavigation.legal} layout="row" />
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
