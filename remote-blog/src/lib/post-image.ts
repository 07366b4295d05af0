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
