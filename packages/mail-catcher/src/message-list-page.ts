import type { CaughtAddress, CaughtMessage } from './mail-catcher';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Makes any text safe to place in HTML element content or a quoted attribute. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => entities[character] ?? character);

const formatAddresses = (list: CaughtAddress[]): string =>
  list.map(({ name, address }) => (name ? `${name} <${address}>` : address)).join(', ');

function renderMessage(message: CaughtMessage): string {
  const rows: [string, string][] = [
    ['Received', message.receivedAt],
    ['From', formatAddresses(message.from)],
    ['To', formatAddresses(message.to)],
    ['Reply-To', formatAddresses(message.replyTo)],
    ['Envelope', `${message.envelope.from} → ${message.envelope.to.join(', ')}`],
  ];
  return `<article>
<h2>${escapeHtml(message.subject || '(no subject)')}</h2>
<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<pre>${escapeHtml(message.text)}</pre>
<p><a href="/messages/${encodeURIComponent(message.id)}.eml">Raw message (.eml)</a></p>
</article>`;
}

/** A small readable page of the caught messages, newest first. Every value is escaped. */
export function renderMessageList(messages: CaughtMessage[]): string {
  const body = messages.length ? messages.map(renderMessage).join('\n') : '<p>No messages yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Mail catcher (${messages.length})</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
article { border-top: 1px solid #ccc; padding: 1rem 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: bold; } dd { margin: 0; }
pre { white-space: pre-wrap; background: #f5f5f5; padding: 1rem; }
</style>
</head>
<body>
<h1>Mail catcher: ${messages.length} message${messages.length === 1 ? '' : 's'}</h1>
<p>Development only. JSON: <a href="/messages">/messages</a></p>
${body}
</body>
</html>
`;
}
