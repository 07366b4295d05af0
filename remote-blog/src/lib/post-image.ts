import type { BlogPost } from '@site/contracts/blog';
import { besideBundle } from '@site/runtime-config/load-runtime-config';
import compliance from '../assets/images/compliance.webp';
import digitalTransformation from '../assets/images/digital-transformation.webp';
import financialServices from '../assets/images/financial-services.webp';
import genericTechnology from '../assets/images/generic-technology.webp';
import healthcare from '../assets/images/healthcare.webp';
import healthcareInnovation from '../assets/images/healthcare-innovation.webp';
import saasSolutions from '../assets/images/saas-solutions.webp';
import salesforce from '../assets/images/salesforce.webp';
import type { ResponsiveImageSet } from '@site/ui';
import complianceSet from '../assets/images/compliance.webp?responsive';
import digitalTransformationSet from '../assets/images/digital-transformation.webp?responsive';
import financialServicesSet from '../assets/images/financial-services.webp?responsive';
import genericTechnologySet from '../assets/images/generic-technology.webp?responsive';
import healthcareSet from '../assets/images/healthcare.webp?responsive';
import healthcareInnovationSet from '../assets/images/healthcare-innovation.webp?responsive';
import saasSolutionsSet from '../assets/images/saas-solutions.webp?responsive';
import salesforceSet from '../assets/images/salesforce.webp?responsive';
import cloudPlatformSet from '../../public/images/cloud-platform.webp?responsive';
import complianceChecklistSet from '../../public/images/compliance-checklist.webp?responsive';
import dataDashboardSet from '../../public/images/data-dashboard.webp?responsive';
import integrationMapSet from '../../public/images/integration-map.webp?responsive';
import secureRecordsSet from '../../public/images/secure-records.webp?responsive';
import teamWorkshopSet from '../../public/images/team-workshop.webp?responsive';

/** Where the image is shown: the list's cards, or the post page (which knows one more default). */
export type ImagePlacement = 'card' | 'post';

/** Default images by category, for posts without an image of their own (docs/product.md#blog). */
const categoryImages: Record<string, string> = {
  'Healthcare Innovation': healthcareInnovation,
  'SaaS Solutions': saasSolutions,
  Compliance: compliance,
  'Financial Services': financialServices,
  Salesforce: salesforce,
  Healthcare: healthcare,
};
const postPageOnlyImages: Record<string, string> = {
  'Digital Transformation': digitalTransformation,
};

export const genericTechnologyImage = genericTechnology;

/** The post's own image as an absolute http(s) URL; relative paths are files of this remote. */
function ownImage(imageUrl: string | null | undefined): string | undefined {
  if (!imageUrl?.trim()) return undefined;
  try {
    const url = new URL(imageUrl.trim(), besideBundle(''));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The image to show for a post: its own image when it has one; otherwise the default of its
 * category; otherwise the generic technology image. (A load error is handled by the image
 * component, which swaps in the placeholder.)
 */
export function postImage(
  post: Pick<BlogPost, 'image_url' | 'category'>,
  placement: ImagePlacement,
): string {
  const own = ownImage(post.image_url);
  if (own) return own;
  const byCategory =
    categoryImages[post.category] ??
    (placement === 'post' ? postPageOnlyImages[post.category] : undefined);
  return byCategory ?? genericTechnologyImage;
}

/** The same defaults in their widths and formats. */
const categoryImageSets: Record<string, ResponsiveImageSet> = {
  'Healthcare Innovation': healthcareInnovationSet,
  'SaaS Solutions': saasSolutionsSet,
  Compliance: complianceSet,
  'Financial Services': financialServicesSet,
  Salesforce: salesforceSet,
  Healthcare: healthcareSet,
};
const postPageOnlyImageSets: Record<string, ResponsiveImageSet> = {
  'Digital Transformation': digitalTransformationSet,
};

/**
 * The images a post's `image_url` may name (`images/…`, this remote's `public/` folder), in their
 * widths and formats. An address that names none of them (another host's image) has no set.
 */
const ownImageSets: Record<string, ResponsiveImageSet> = {
  'images/cloud-platform.webp': cloudPlatformSet,
  'images/compliance-checklist.webp': complianceChecklistSet,
  'images/data-dashboard.webp': dataDashboardSet,
  'images/integration-map.webp': integrationMapSet,
  'images/secure-records.webp': secureRecordsSet,
  'images/team-workshop.webp': teamWorkshopSet,
};

/**
 * The image to show for a post in its widths and formats (decision 044): the same choice as
 * `postImage`, or `undefined` when the post's own image is not one of this remote's files (it is
 * then shown as it is, from `postImage`).
 */
export function postImageSet(
  post: Pick<BlogPost, 'image_url' | 'category'>,
  placement: ImagePlacement,
): ResponsiveImageSet | undefined {
  const own = post.image_url?.trim();
  if (own && ownImage(own)) return ownImageSets[own];
  const byCategory =
    categoryImageSets[post.category] ??
    (placement === 'post' ? postPageOnlyImageSets[post.category] : undefined);
  return byCategory ?? genericTechnologySet;
}

/**
 * The width a card's image is shown at: the list's grid (`BlogListPage`) in a 6xl container,
 * one column on phones, two from `md`, three from `lg`.
 */
export const cardImageSizes =
  '(min-width: 1024px) 347px, (min-width: 768px) calc(50vw - 36px), calc(100vw - 32px)';

/** The width of the post page's image: a 4xl container, less its padding. */
export const postImageSizes =
  '(min-width: 1024px) 832px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)';
