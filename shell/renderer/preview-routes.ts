import { draftLandingPage } from '@site/contracts/draft-landing';
import {
  draftCookie,
  draftPreviewPath,
  leaveDraftPath,
  leavePreviewPath,
  previewPath,
} from '@site/contracts/release-cookies';
import { verifyPreview } from '@site/release-registry/preview-token';
import { Router } from 'express';
import { noPreviewCookie, previewCookieFor, setCookie, type Candidates } from './release-choice';

/** What a visitor with a link that no longer works reads (a page of its own, in plain HTML). */
const notValid =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Preview link not valid</title></head>' +
  '<body><main><h1>This preview link is not valid</h1><p>It has expired, or its release is no longer the one being tried. Ask for a new link, or <a href="/">go to the site</a>.</p></main></body></html>';

/** A page's path as a draft's cookie is scoped to: nothing that could lead off the site. */
const pagePathPattern = /^(\/[a-z0-9-]+)+$/;

/**
 * A preview link (`release … preview`, decision 039) and the banner's way out: the link's grant,
 * checked, becomes this visitor's cookie, and the visitor goes to the home page, which the
 * renderer then makes with the candidate release. Never kept by any cache.
 */
export function previewRoutes(options: {
  secret: string | undefined;
  candidates: () => Candidates;
  secure: boolean;
}) {
  const router = Router();
  router.get(previewPath, (req, res) => {
    res.set('Cache-Control', 'no-store');
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const grant = options.secret ? verifyPreview(token, options.secret) : undefined;
    if (!grant || options.candidates()[grant.remote]?.version !== grant.version) {
      res.status(400).type('html').send(notValid);
      return;
    }
    res
      .append('Set-Cookie', previewCookieFor(token, grant.expiresAt, options.secure))
      .redirect(303, '/');
  });
  // A draft's link (decision 042): the page's script takes the token from the fragment.
  router.get(`${draftPreviewPath}/{*path}`, (_req, res) => {
    res
      .set('Cache-Control', 'private, no-store')
      .set('X-Robots-Tag', 'noindex')
      .type('html')
      .send(draftLandingPage);
  });
  router.get(leaveDraftPath, (req, res) => {
    const path = typeof req.query.path === 'string' ? req.query.path : '';
    const page = pagePathPattern.test(path) ? path : '/';
    res
      .set('Cache-Control', 'no-store')
      .append(
        'Set-Cookie',
        setCookie(draftCookie, '', { maxAge: 0, path: page, secure: options.secure }),
      )
      .redirect(303, page);
  });
  router.get(leavePreviewPath, (_req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .append('Set-Cookie', noPreviewCookie(options.secure))
      .redirect(303, '/');
  });
  return router;
}
