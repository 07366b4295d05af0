import { company, emailHref, phoneHref } from '@site/contracts/company';
import {
  ExternalLink,
  HydratedLater,
  PageHero,
  PageMeta,
  containerStyles,
  fixedStyles,
  headingStyles,
} from '@site/ui';
import type { LegalBlock, LegalDocument } from '../content/types';

// A policy's parts never change their styles: each resolves its class once (fixedStyles), and a
// page the server rendered resolves none as it hydrates (decision 050).
const Address = fixedStyles(
  'address',
  { fontStyle: 'normal', bg: 'gray.50', rounded: 'lg', p: '5', lineHeight: '1.8' },
  'LegalDocument.Address',
);
const Name = fixedStyles('p', { fontWeight: 'semibold' }, 'LegalDocument.Name');
const List = fixedStyles(
  'ul',
  { listStyleType: 'disc', ps: '6', display: 'flex', flexDirection: 'column', gap: '2' },
  'LegalDocument.List',
);
const SubsectionTitle = fixedStyles(
  'h3',
  { ...headingStyles, fontSize: 'lg', fontWeight: 'semibold' },
  'LegalDocument.SubsectionTitle',
);
const SubsectionText = fixedStyles('p', { mt: '1' }, 'LegalDocument.SubsectionText');
const Text = fixedStyles(
  'div',
  { ...containerStyles, maxW: '3xl', py: { base: '10', md: '16' } },
  'LegalDocument',
);
const LastUpdated = fixedStyles(
  'p',
  { color: 'fg.muted', fontWeight: 'medium' },
  'LegalDocument.LastUpdated',
);
const Section = fixedStyles('section', { mt: '10' }, 'LegalDocument.Section');
const SectionTitle = fixedStyles(
  'h2',
  { ...headingStyles, fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' },
  'LegalDocument.SectionTitle',
);
const Blocks = fixedStyles(
  'div',
  {
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    mt: '4',
    color: 'gray.800',
    lineHeight: '1.7',
  },
  'LegalDocument.Blocks',
);

function ContactDetails() {
  return (
    <Address>
      <Name>{company.legalName}</Name>
      <p>
        Email: <ExternalLink href={emailHref()}>{company.email}</ExternalLink>
      </p>
      <p>
        Phone: <ExternalLink href={phoneHref()}>{company.phone}</ExternalLink>
      </p>
      <p>
        Post: {company.address.street}, {company.address.city} {company.address.postcode}
      </p>
    </Address>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    case 'subsection':
      return (
        <div>
          <SubsectionTitle>{block.title}</SubsectionTitle>
          <SubsectionText>{block.text}</SubsectionText>
        </div>
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
        <Text>
          <LastUpdated>Last updated: {document.lastUpdated}</LastUpdated>
          {document.sections.map((section, index) => (
            <Section key={section.title}>
              <SectionTitle>
                {index + 1}. {section.title}
              </SectionTitle>
              <Blocks>
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </Blocks>
            </Section>
          ))}
        </Text>
      </HydratedLater>
    </>
  );
}
