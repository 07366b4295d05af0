import { company as ourCompany } from '@site/contracts/company';
import type { Database } from '../infra/database';
import type { MailSettings } from '../infra/settings';
import { subscriberLinks, type LinkSettings } from '../newsletter/link-tokens';
import type { OutgoingMail } from '../outbox/compose-email';
import { escapeHtml } from '../outbox/escape-html';
import type { NewsletterMailingEmail } from '../outbox/outbox-rows';
import type { MailedPost } from './blog-window';
import { monthName, type Month } from './digest-months';
import type { MailingKind } from './mailing-store';

/**
 * One subscriber's email of a mailing, made when it is sent: nothing (undefined) unless the
 * address is subscribed at that moment, so an address that unsubscribed or was suppressed after
 * the fan-out is never mailed. Each post with its title, excerpt and link; the unsubscribe link,
 * and RFC 8058's one-click headers, whose tokens are made now (decision 034). Text and HTML,
 * every value escaped.
 */

const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

const postUrl = (siteUrl: string, slug: string) =>
  new URL(`blog/${encodeURIComponent(slug)}`, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;

const subjectOf = (id: string, kind: MailingKind, posts: MailedPost[]) =>
  kind === 'digest'
    ? `New on the ${ourCompany.name} blog: ${monthName(id.replace(/^digest:/, '') as Month)}`
    : `New on the ${ourCompany.name} blog: ${oneLine(posts[0]?.title ?? 'a new post')}`;

export async function readMailingEmail(
  deps: { db: Pick<Database, 'pool'>; links: LinkSettings; mail: Pick<MailSettings, 'from'> },
  { mailing, subscription }: NewsletterMailingEmail,
  envelope: { messageId: string; acceptedAt: number },
): Promise<OutgoingMail | undefined> {
  const { rows } = await deps.db.pool.query<{
    email: string;
    kind: MailingKind;
    posts: MailedPost[];
  }>(
    `SELECT s.email, m.kind, m.posts FROM newsletter.subscriptions s, newsletter.mailings m
      WHERE s.id = $1 AND s.status = 'subscribed' AND m.id = $2`,
    [subscription, mailing],
  );
  const row = rows[0];
  if (!row) return undefined;
  const links = subscriberLinks(deps.links, subscription);
  const subject = subjectOf(mailing, row.kind, row.posts);
  const posts = row.posts.map((post) => ({
    title: oneLine(post.title),
    excerpt: post.excerpt.trim(),
    url: postUrl(deps.links.siteUrl, post.slug),
  }));
  const footer = `${ourCompany.legalName}, ${ourCompany.address.street}, ${ourCompany.address.city} ${ourCompany.address.postcode}`;
  const why = `You get this email because you subscribed to the ${ourCompany.name} newsletter.`;

  const text = [
    subject,
    '',
    ...posts.flatMap((post) => [post.title, post.excerpt, post.url, '']),
    '--',
    why,
    `Unsubscribe: ${links.unsubscribeUrl}`,
    footer,
    '',
  ].join('\n');

  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#1a56db">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a202c">
<h1 style="font-size:18px">${escapeHtml(subject)}</h1>
${posts
  .map(
    (post) => `<h2 style="font-size:16px;margin:20px 0 4px">${link(post.url, post.title)}</h2>
<p style="margin:0 0 4px">${escapeHtml(post.excerpt)}</p>
<p style="margin:0">${link(post.url, 'Read the article')}</p>`,
  )
  .join('\n')}
<p style="color:#4a5568;font-size:13px;margin-top:24px">${escapeHtml(why)}
${link(links.unsubscribeUrl, 'Unsubscribe')}<br>
${escapeHtml(footer)}</p>
</body>
</html>
`;
  return {
    from: deps.mail.from,
    to: [oneLine(row.email)],
    subject,
    text,
    html,
    messageId: envelope.messageId,
    date: new Date(envelope.acceptedAt),
    headers: {
      'List-Unsubscribe': `<${oneLine(links.oneClickUrl)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      // A bulk mailing: auto-repliers keep quiet (RFC 3834's advice for lists).
      Precedence: 'bulk',
    },
  };
}
