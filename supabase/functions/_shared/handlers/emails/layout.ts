/**
 * The frame every e-mail shares: one centred column, inline styles only (mail clients drop <style>
 * and external CSS), readable on a phone. Callers pass HTML they built with escapeHtml.
 */
import { escapeHtml } from '../../rules/escape-html.ts';

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

/** Who sends the e-mail and where the site lives: the brand's identity for copy and links. */
export interface EmailBrand {
  name: string;
  /** Origin of the site without a trailing slash; '' when unknown (links are then relative). */
  siteUrl: string;
  /** The agency's phone for copy, when configured. */
  phone?: string | undefined;
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const TEXT_COLOR = '#1f2937';
const MUTED_COLOR = '#4b5563';
const ACCENT_COLOR = '#1d4ed8';

/** A link target for HTML: http(s) and site-relative URLs only, escaped for the attribute. */
export function safeHref(url: string): string {
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? escapeHtml(url) : '#';
}

export function paragraphHtml(text: string, style = ''): string {
  const lines = text.split(/\r?\n/).map(escapeHtml).join('<br>');
  return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${TEXT_COLOR};${style}">${lines}</p>`;
}

export function buttonHtml(href: string, label: string): string {
  return (
    `<p style="margin:24px 0;"><a href="${safeHref(href)}" ` +
    `style="display:inline-block;padding:12px 24px;border-radius:6px;background:${ACCENT_COLOR};color:#ffffff;` +
    `font-size:16px;font-weight:600;text-decoration:none;">${escapeHtml(label)}</a></p>`
  );
}

export function layoutHtml({ brand, heading, body, footer }: { brand: EmailBrand; heading: string; body: string; footer?: string }): string {
  const brandName = escapeHtml(brand.name);
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(heading)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6;font-family:${FONT};">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;">',
    `<tr><td style="padding:20px 24px;border-bottom:1px solid #e5e7eb;font-size:18px;font-weight:700;color:${ACCENT_COLOR};">${brandName}</td></tr>`,
    `<tr><td style="padding:24px;">`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${TEXT_COLOR};">${escapeHtml(heading)}</h1>`,
    body,
    '</td></tr>',
    `<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:13px;line-height:1.5;color:${MUTED_COLOR};">${footer ?? brandName}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

/** Label and value rows, for the team's notification. Values keep their line breaks. */
export function detailsTableHtml(rows: readonly (readonly [label: string, value: string])[]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" valign="top" style="padding:6px 12px 6px 0;font-size:14px;color:${MUTED_COLOR};font-weight:600;white-space:nowrap;">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;font-size:14px;line-height:1.5;color:${TEXT_COLOR};word-break:break-word;">${value.split(/\r?\n/).map(escapeHtml).join('<br>')}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border-collapse:collapse;">${cells}</table>`;
}

export function headingHtml(text: string): string {
  return `<h2 style="margin:24px 0 8px;font-size:16px;color:${TEXT_COLOR};">${escapeHtml(text)}</h2>`;
}
