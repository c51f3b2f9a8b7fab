/**
 * The team-chat notification of an event: a Slack incoming-webhook message in Block Kit, which
 * Discord's and Google Chat's Slack-compatible URLs also take. It says who, what they asked for, the
 * priority, and links to the lead's page in the dashboard.
 *
 * What the visitor wrote is theirs, not ours: it goes in `mrkdwn` objects marked `verbatim` (Slack then
 * turns no URL into a link and parses no mention) with Slack's three control characters escaped, so
 * `<!channel>`, `<https://…|Click>` or `@here` arrive as text. The only link is the one we build.
 * https://docs.slack.dev/reference/block-kit/composition-objects/text-object
 */
import { webhookEventLabels, type WebhookPayload } from './events.ts';

/** Slack's control characters (&, <, >) as the entities it asks for. */
export function escapeChatText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Slack's limit for one text object is 3000 characters; a long message is cut, with a mark that it was. */
const MAX_FIELD_LENGTH = 1500;

function visitorText(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const trimmed = value.trim();
  return escapeChatText(trimmed.length > MAX_FIELD_LENGTH ? `${trimmed.slice(0, MAX_FIELD_LENGTH)}…` : trimmed);
}

interface ChatBlock {
  type: 'header' | 'section' | 'context';
  text?: { type: 'plain_text' | 'mrkdwn'; text: string; verbatim?: boolean; emoji?: boolean };
  fields?: { type: 'mrkdwn'; text: string; verbatim: true }[];
  elements?: { type: 'mrkdwn'; text: string }[];
}

export interface TeamChatMessage {
  /** Shown in notifications; our own words only. */
  text: string;
  blocks: ChatBlock[];
}


/** A `*Label*` line with the visitor's value under it, or nothing when the visitor gave none. */
function field(label: string, value: unknown): { type: 'mrkdwn'; text: string; verbatim: true } | null {
  const text = visitorText(value);
  return text === null ? null : { type: 'mrkdwn', text: `*${label}*\n${text}`, verbatim: true };
}

function startsAt(data: Record<string, unknown>): string | null {
  const starts = data.starts_at as { los_angeles?: unknown } | undefined;
  return typeof starts?.los_angeles === 'string' ? `${starts.los_angeles.slice(0, 16).replace('T', ' ')} (Los Angeles)` : null;
}

/** The message for one event; `leadUrl` is the dashboard's page of the lead, when the event has one. */
export function teamChatMessage(payload: WebhookPayload, leadUrl: string | null): TeamChatMessage {
  const headline = webhookEventLabels[payload.type as keyof typeof webhookEventLabels] ?? payload.type;
  const { data } = payload;
  // Stored lowercase (high … lowest); the site shows it as HIGH.
  const priority = typeof data.priority === 'string' && data.priority !== '' ? data.priority.toUpperCase() : null;
  const fields = [
    field('Name', data.name),
    field('Email', data.email),
    field('Phone', data.phone),
    field('Company', data.company),
    field('From', data.source),
    field('Call', startsAt(data)),
    field('Asked for', data.message ?? data.biggest_question),
  ].filter((entry) => entry !== null);
  const blocks: ChatBlock[] = [{ type: 'header', text: { type: 'plain_text', text: priority ? `${headline} · ${priority} priority` : headline, emoji: false } }];
  if (fields.length > 0) blocks.push({ type: 'section', fields: fields.slice(0, 10) });
  if (leadUrl) blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: `<${leadUrl}|Open the lead in the dashboard>` }] });
  return { text: priority ? `${headline} (${priority} priority)` : headline, blocks };
}
