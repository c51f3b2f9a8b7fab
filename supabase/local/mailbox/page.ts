/**
 * The mailbox's HTML: a list of messages and one page per message. Subjects, addresses and bodies
 * carry what visitors typed, so every value is escaped, and the HTML body is shown inside a sandboxed
 * iframe (no scripts, no same-origin access) through srcdoc.
 */
import type { MailboxMessage } from './store.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and for quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** Only inline styles and the e-mails' own images: nothing on these pages runs script. */
export const MAILBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'; form-action 'self'";

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2933; background: #f5f7fa; }
  body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; line-height: 1.5; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  p.note { color: #52606d; margin: 0 0 1rem; }
  a { color: #1d4ed8; }
  a:focus-visible, input:focus-visible, button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  form { display: flex; flex-wrap: wrap; gap: .5rem; align-items: end; margin: 0 0 1rem; }
  label { display: flex; flex-direction: column; font-size: .875rem; font-weight: 600; }
  input { font: inherit; padding: .375rem .5rem; border: 1px solid #9aa5b1; border-radius: .375rem; min-width: min(18rem, 100%); }
  button { font: inherit; padding: .375rem .875rem; border: 0; border-radius: .375rem; background: #1d4ed8; color: #fff; cursor: pointer; }
  table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid #d9e2ec; }
  th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #d9e2ec; vertical-align: top; }
  th { font-size: .8125rem; text-transform: uppercase; letter-spacing: .04em; color: #52606d; background: #f0f4f8; }
  td.time { white-space: nowrap; color: #52606d; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; background: #fff; border: 1px solid #d9e2ec; padding: 1rem; margin: 1rem 0; }
  dt { font-weight: 600; color: #52606d; }
  dd { margin: 0; overflow-wrap: anywhere; }
  h2 { font-size: 1.125rem; margin: 1.5rem 0 .5rem; }
  iframe { width: 100%; height: 32rem; border: 1px solid #d9e2ec; background: #fff; }
  /* Narrow screens: one block per message instead of a table wider than the phone. */
  @media (max-width: 40rem) {
    table, tbody, tr, td { display: block; }
    thead { display: none; }
    tr { padding: .5rem 0; border-bottom: 1px solid #d9e2ec; }
    td { border: 0; padding: .125rem .75rem; }
  }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; border: 1px solid #d9e2ec; padding: 1rem; margin: 0; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

function messageHref(id: string): string {
  return `/mailbox/${encodeURIComponent(id)}`;
}

export function renderMailboxPage(messages: MailboxMessage[], { to }: { to?: string } = {}): string {
  const filter = to?.trim() ?? '';
  const rows = messages
    .map(
      (message) => `<tr>
<td class="time"><time datetime="${escapeHtml(message.receivedAt)}">${escapeHtml(formatTime(message.receivedAt))}</time></td>
<td>${escapeHtml(message.to.join(', '))}</td>
<td>${escapeHtml(message.from)}</td>
<td><a href="${escapeHtml(messageHref(message.id))}">${escapeHtml(message.subject)}</a></td>
</tr>`,
    )
    .join('\n');
  const count = `${messages.length} message${messages.length === 1 ? '' : 's'}${filter ? ` to ${escapeHtml(filter)}` : ''}`;
  const content =
    messages.length === 0
      ? `<p>${filter ? `No messages to ${escapeHtml(filter)}.` : 'No messages yet. E-mails the site sends while running locally land here.'}</p>`
      : `<p class="note" id="mailbox-count">${count}, newest first</p>
<table aria-describedby="mailbox-count">
<thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">From</th><th scope="col">Subject</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return layout(
    'Local mailbox',
    `<h1>Local mailbox</h1>
<p class="note">Every e-mail the local backend sent; nothing left this machine. The newest 500 are kept until the backend stops.
JSON: <a href="/mailbox/messages">/mailbox/messages</a>. <a href="/mailbox${filter ? `?to=${escapeHtml(encodeURIComponent(filter))}` : ''}">Refresh</a></p>
<form method="get" action="/mailbox" role="search">
<label>Recipient<input type="email" name="to" value="${escapeHtml(filter)}" placeholder="visitor@example.com"></label>
<button type="submit">Filter</button>
${filter ? '<a href="/mailbox">Show all</a>' : ''}
</form>
${content}`,
  );
}

export function renderMessagePage(message: MailboxMessage): string {
  // Links in the e-mail open in a new tab; the sandbox still forbids scripts, forms and same-origin access.
  const document = `<base target="_blank">${message.html}`;
  return layout(
    `${message.subject} · Local mailbox`,
    `<p><a href="/mailbox">← All messages</a></p>
<h1>${escapeHtml(message.subject)}</h1>
<dl>
<dt>From</dt><dd>${escapeHtml(message.from)}</dd>
<dt>To</dt><dd>${escapeHtml(message.to.join(', '))}</dd>
${message.replyTo ? `<dt>Reply-To</dt><dd>${escapeHtml(message.replyTo)}</dd>` : ''}
<dt>Received</dt><dd><time datetime="${escapeHtml(message.receivedAt)}">${escapeHtml(formatTime(message.receivedAt))}</time></dd>
<dt>Id</dt><dd>${escapeHtml(message.id)}</dd>
${attachmentsHtml(message)}
</dl>
<h2>HTML</h2>
<iframe title="HTML body of the e-mail" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(document)}"></iframe>
<h2>Plain text</h2>
<pre>${escapeHtml(message.text)}</pre>`,
  );
}

function attachmentsHtml({ id, attachments }: MailboxMessage): string {
  if (!attachments || attachments.length === 0) return '';
  const links = attachments.map(
    ({ filename, contentType, size }, index) =>
      `<a href="${escapeHtml(`/mailbox/${encodeURIComponent(id)}/attachments/${index}`)}">${escapeHtml(filename)}</a> (${escapeHtml(contentType)}, ${size} bytes)`,
  );
  return `<dt>Attachments</dt><dd>${links.join('<br>')}</dd>`;
}

export function renderNotFoundPage(): string {
  return layout('Message not found · Local mailbox', `<p><a href="/mailbox">← All messages</a></p>
<h1>Message not found</h1>
<p>It may have been cleared, or the backend restarted: the mailbox lives in memory.</p>`);
}
