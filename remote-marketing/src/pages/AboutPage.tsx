import {
  CheckList,
  FeatureCardGrid,
  ImageWithFallback,
  PageHero,
  PageMeta,
  Section,
  SimpleGrid,
  Stack,
  Text,
} from '@site/ui';
import { aboutHero, aboutMeta, aboutStory, aboutValues, aboutWhyChooseUs } from '../content/about';

/** `/about`: hero, Our Story, Why Choose Us and the four values. */
export default function AboutPage() {
  return (
    <>
      <PageMeta title={aboutMeta.title} description={aboutMeta.description} />
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} intro={aboutHero.intro} />
      <Section title={aboutStory.title} align="start">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '12' }} alignItems="center">
          <Stack gap="4" fontSize={{ base: 'md', md: 'lg' }} color="gray.800">
            {aboutStory.paragraphs.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
            ))}
          </Stack>
          <ImageWithFallback
            src={aboutStory.image.src}
            alt={aboutStory.image.alt}
            width={aboutStory.image.width}
            height={aboutStory.image.height}
            rounded="2xl"
            w="full"
          />
        </SimpleGrid>
      </Section>
      <Section title={aboutWhyChooseUs.title} tone="muted" width="narrow" align="start">
        <CheckList items={aboutWhyChooseUs.points} />
      </Section>
      <Section title={aboutValues.title} intro={aboutValues.intro}>
        <FeatureCardGrid items={aboutValues.cards} columns={4} />
      </Section>
    </>
  );
}
