import { Card, HydratedLater, PageHero, PageMeta, containerStyles, fixedStyles } from '@site/ui';
import { ContactDetails } from '../components/ContactDetails';
import { ContactForm } from '../components/ContactForm';
import { contactHeader, contactMeta, detailsCard, messageCard } from '../content/contact';

// The page's layout never changes: each part resolves its class once (fixedStyles).
const Columns = fixedStyles(
  'div',
  {
    ...containerStyles,
    maxW: '6xl',
    py: { base: '10', md: '16' },
  },
  'ContactPage.Columns',
);
const Grid = fixedStyles(
  'div',
  {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
    gap: { base: '6', md: '8' },
    alignItems: 'start',
  },
  'ContactPage.Grid',
);

/** `/contact`: the header band, then the form and the contact details side by side. */
export default function ContactPage() {
  return (
    <>
      <PageMeta title={contactMeta.title} description={contactMeta.description} />
      <PageHero title={contactHeader.title} intro={contactHeader.intro} />
      <Columns>
        <Grid>
          <Card title={messageCard.title} subtitle={messageCard.subtitle}>
            <ContactForm />
          </Card>
          {/* Text and links: hydrated after the form runs (decision 049). */}
          <HydratedLater>
            <Card title={detailsCard.title} subtitle={detailsCard.subtitle}>
              <ContactDetails />
            </Card>
          </HydratedLater>
        </Grid>
      </Columns>
    </>
  );
}
