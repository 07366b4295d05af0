import { Box, Flex, SimpleGrid, Text } from '@site/ui';
import { ShieldCheck } from 'lucide-react';
import type { ComplianceBadgeContent } from '../content/types';
import type { SectionView } from './SectionViews';

/** The compliance standards a solution is built to, as badges. */
export function ComplianceBadges({ badges }: { badges: readonly ComplianceBadgeContent[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: badges.length }} gap="6">
      {badges.map(({ label, description }) => (
        <Flex
          as="li"
          key={label}
          direction="column"
          alignItems="center"
          textAlign="center"
          gap="3"
          bg="white"
          rounded="xl"
          borderWidth="1px"
          borderColor="brand.100"
          p="6"
        >
          <Box color="brand.700" bg="brand.50" rounded="full" p="3">
            <ShieldCheck size={32} aria-hidden />
          </Box>
          <Text fontSize="2xl" fontWeight="bold" color="brand.900">
            {label}
          </Text>
          <Text color="fg.muted">{description}</Text>
        </Flex>
      ))}
    </SimpleGrid>
  );
}

/** How a section of this kind shows (SectionViews.tsx). */
export const badgesView: SectionView<'badges'> = (section) => (
  <ComplianceBadges badges={section.badges} />
);
