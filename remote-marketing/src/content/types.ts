import type { CheckListItem, FeatureCard } from '@site/ui';

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

/** The hero band: the page's `h1`, with a label above it and, on some pages, calls to action. */
export interface HeroContent {
  eyebrow?: string;
  title: string;
  intro: string;
  primary?: ActionLink;
  secondary?: ActionLink;
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

/** A compliance standard a solution is built to, shown as a badge. */
export interface ComplianceBadgeContent {
  label: string;
  description: string;
}

/** What each kind of section of a marketing page shows under its heading. */
interface SectionBodies {
  cards: { cards: readonly FeatureCard[]; columns?: 4 };
  checklist: { points: readonly CheckListItem[]; columns?: 2 };
  badges: { badges: readonly ComplianceBadgeContent[] };
  industries: { cards: readonly ImageLinkCard[] };
  story: { paragraphs: readonly string[]; image: ImageContent };
}

/** The kinds of section a marketing page is made of. */
export type SectionKind = keyof SectionBodies;

/** A section of one of the kinds K: its `h2`, an optional intro, and what it shows. */
export type SectionOfKind<K extends SectionKind> = {
  [Kind in K]: {
    kind: Kind;
    title: string;
    intro?: string;
    /** Reading-style sections align their heading left; long text reads better narrow. */
    align?: 'start';
    width?: 'narrow';
  } & SectionBodies[Kind];
}[K];

/** A section of a marketing page, of any kind. */
export type PageSectionContent = SectionOfKind<SectionKind>;

/**
 * A marketing page: its head tags, hero, sections in order, and the closing call to action. Its
 * type names the kinds of section it has, so that its page loads the code of those alone.
 */
export interface MarketingPageContent<K extends SectionKind = SectionKind> {
  meta: PageMetaContent;
  hero: HeroContent;
  sections: readonly SectionOfKind<K>[];
  callToAction?: CallToActionContent;
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
