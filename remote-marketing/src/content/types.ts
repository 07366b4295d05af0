import type { FeatureCard } from '@site/ui';

/** A call to action: a labelled link to a route of the site. */
export interface ActionLink {
  label: string;
  to: string;
}

/** Title and meta description of a page. */
export interface PageMetaContent {
  title: string;
  description: string;
}

export interface HeroContent {
  eyebrow?: string;
  title: string;
  intro: string;
}

/** A section made of cards: a heading, an optional intro and the cards. */
export interface CardSectionContent {
  title: string;
  intro?: string;
  cards: readonly FeatureCard[];
}

/** A local image with its intrinsic size, so the browser can reserve its space. */
export interface ImageContent {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A card with a picture that leads to another page (Industries We Serve). */
export interface ImageLinkCard {
  title: string;
  description: string;
  to: string;
  image: ImageContent;
}

/** The closing band of a page, with one or two calls to action. */
export interface CallToActionContent {
  title: string;
  intro: string;
  primary: ActionLink;
  secondary?: ActionLink;
}

/** A block of text in a policy: a paragraph, a bulleted list, or the company's contact details. */
export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'subsection'; title: string; text: string }
  | { kind: 'contact-details' };

export interface LegalSection {
  title: string;
  blocks: readonly LegalBlock[];
}

/** A policy page (privacy, cookies). */
export interface LegalDocument {
  meta: PageMetaContent;
  title: string;
  summary: string;
  lastUpdated: string;
  sections: readonly LegalSection[];
}
