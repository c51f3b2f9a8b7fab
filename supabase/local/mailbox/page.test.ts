import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMailboxPage, renderMessagePage } from './page.ts';
import type { MailboxMessage } from './store.ts';

const hostile: MailboxMessage = {
  id: 'a1b2',
  receivedAt: '2026-11-21T10:15:30.000Z',
  from: 'Westside Growth <hello@example.com>',
  to: ['"><img src=x onerror=alert(1)>@example.com'],
  replyTo: 'visitor@example.com',
  subject: 'New lead: <script>alert("x")</script>',
  html: '<p onclick="steal()">Hello "visitor" & <b>friends</b></p><script>alert(1)</script>',
  text: 'Hello <script>alert(2)</script>',
};

describe('escapeHtml', () => {
  it('escapes everything that could open a tag or leave an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('the mailbox list page', () => {
  it('lists subject, recipients, sender and time, with no markup from the message getting through', () => {
    const html = renderMailboxPage([hostile]);
    expect(html).toContain('New lead: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@example.com');
    expect(html).toContain('Westside Growth &lt;hello@example.com&gt;');
    expect(html).toContain('2026-11-21 10:15:30 UTC');
    expect(html).toContain('href="/mailbox/a1b2"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
  });

  it('says when there is nothing yet, and echoes a filter escaped', () => {
    expect(renderMailboxPage([])).toContain('No messages yet.');
    const filtered = renderMailboxPage([], { to: '"><script>x</script>' });
    expect(filtered).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(filtered).not.toContain('<script');
  });
});

describe('the message page', () => {
  it('shows the HTML body only inside a sandboxed srcdoc iframe, escaped as an attribute', () => {
    const html = renderMessagePage(hostile);
    const iframe = /<iframe [^>]*>/.exec(html)?.[0] ?? '';
    expect(iframe).toMatch(/ sandbox="[^"]*"/);
    expect(iframe).not.toContain('allow-scripts');
    expect(iframe).not.toContain('allow-same-origin');
    expect(iframe).toContain(
      'srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p onclick=&quot;steal()&quot;&gt;Hello &quot;visitor&quot; &amp; &lt;b&gt;friends&lt;/b&gt;&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    expect(html).toContain('<pre>Hello &lt;script&gt;alert(2)&lt;/script&gt;</pre>');
    expect(html).toContain('<dt>Reply-To</dt><dd>visitor@example.com</dd>');
    expect(html.replace(iframe, '')).not.toContain('<script');
  });
});
