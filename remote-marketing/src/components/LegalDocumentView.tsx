import { company, emailHref, phoneHref } from '@site/contracts/company';
import {
  Box,
  Container,
  ExternalLink,
  Heading,
  HydratedLater,
  PageHero,
  PageMeta,
  Text,
  chakra,
} from '@site/ui';
import type { LegalBlock, LegalDocument } from '../content/types';

function ContactDetails() {
  return (
    <Box as="address" fontStyle="normal" bg="gray.50" rounded="lg" p="5" lineHeight="1.8">
      <Text fontWeight="semibold">{company.legalName}</Text>
      <Text>
        Email: <ExternalLink href={emailHref()}>{company.email}</ExternalLink>
      </Text>
      <Text>
        Phone: <ExternalLink href={phoneHref()}>{company.phone}</ExternalLink>
      </Text>
      <Text>
        Post: {company.address.street}, {company.address.city} {company.address.postcode}
      </Text>
    </Box>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text>{block.text}</Text>;
    case 'list':
      return (
        <chakra.ul listStyleType="disc" ps="6" display="flex" flexDirection="column" gap="2">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </chakra.ul>
      );
    case 'subsection':
      return (
        <Box>
          <Heading as="h3" fontSize="lg" fontWeight="semibold">
            {block.title}
          </Heading>
          <Text mt="1">{block.text}</Text>
        </Box>
      );
    case 'contact-details':
      return <ContactDetails />;
  }
}

/** A policy page: title, last-updated date and its sections, in a comfortable reading width. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageMeta title={document.meta.title} description={document.meta.description} />
      <PageHero title={document.title} intro={document.summary} />
      {/* The policy's text and links: hydrated after the page runs (decision 049). */}
      <HydratedLater>
        <Container maxW="3xl" py={{ base: '10', md: '16' }}>
          <Text color="fg.muted" fontWeight="medium">
            Last updated: {document.lastUpdated}
          </Text>
          {document.sections.map((section, index) => (
            <Box as="section" key={section.title} mt="10">
              <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold">
                {index + 1}. {section.title}
              </Heading>
              <Box
                display="flex"
                flexDirection="column"
                gap="4"
                mt="4"
                color="gray.800"
                lineHeight="1.7"
              >
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </Box>
            </Box>
          ))}
        </Container>
      </HydratedLater>
    </>
  );
}
