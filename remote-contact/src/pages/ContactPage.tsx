import { Card, Container, Grid, HydratedLater, PageHero, PageMeta } from '@site/ui';
import { ContactDetails } from '../components/ContactDetails';
import { ContactForm } from '../components/ContactForm';
import { contactHeader, contactMeta, detailsCard, messageCard } from '../content/contact';

/** `/contact`: the header band, then the form and the contact details side by side. */
export default function ContactPage() {
  return (
    <>
      <PageMeta title={contactMeta.title} description={contactMeta.description} />
      <PageHero title={contactHeader.title} intro={contactHeader.intro} />
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: '3fr 2fr' }}
          gap={{ base: '6', md: '8' }}
          alignItems="start"
        >
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
      </Container>
    </>
  );
}
