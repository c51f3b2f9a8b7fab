import {
  chatFallback,
  chatReplyDelayMs,
  chatServiceReplies,
  chatServices,
  chatTopics,
  type ChatLink,
  type ChatReply,
  type ChatServiceEntry,
  type ChatTopicId,
} from '@/content/chat';

/** Ann's answer, with which rule produced it (for tests and analytics, never shown). */
export interface ChatAnswer extends ChatReply {
  topic: ChatTopicId | 'service' | 'fallback';
}

/** Lower case, letters and digits only, single spaces: "What's SEO?!" becomes "what s seo". */
export function normalizeMessage(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A keyword as whole words, allowing a plural ("price" finds "prices", "case study" finds "case studys"). */
function keywordPattern(keyword: string): RegExp {
  return new RegExp(`(^| )${escapeRegExp(keyword)}(s|es)?(?= |$)`, 'g');
}

/** Whether the normalised message contains the keyword as whole words. */
export function mentions(normalized: string, keyword: string): boolean {
  return keywordPattern(keyword).test(normalized);
}

// Longest keywords first, so "website accessibility" is claimed before "website", and
// "local service ads" before the generic "ads" or "service" topics can see it.
const serviceKeywords = chatServices
  .flatMap((entry) => entry.keywords.map((keyword) => ({ keyword, entry })))
  .sort((a, b) => b.keyword.length - a.keyword.length);

/** The services a message names, in the order first named, and the message with those names removed. */
function findServices(normalized: string): { named: ChatServiceEntry[]; rest: string } {
  const found: { entry: ChatServiceEntry; at: number }[] = [];
  let rest = ` ${normalized} `;
  for (const { keyword, entry } of serviceKeywords) {
    const pattern = keywordPattern(keyword);
    if (!pattern.test(rest.trim())) continue;
    const at = normalized.search(keywordPattern(keyword));
    if (!found.some((item) => item.entry === entry)) found.push({ entry, at });
    rest = ` ${rest.trim().replace(pattern, ' ')} `;
  }
  found.sort((a, b) => a.at - b.at);
  return { named: found.map((item) => item.entry), rest: rest.replace(/ +/g, ' ').trim() };
}

const fill = (template: string, entry: ChatServiceEntry) => template.replaceAll('{service}', entry.name);

function serviceLink(entry: ChatServiceEntry): ChatLink {
  return { label: fill(chatServiceReplies.detailLinkLabel, entry), href: `/services/${entry.slug}` };
}

function topicLinks(id: ChatTopicId): readonly ChatLink[] {
  return chatTopics.find((topic) => topic.id === id)?.reply.links ?? [];
}

/** Links in order, each address once, at most four so the reply stays readable on a phone. */
function uniqueLinks(links: readonly ChatLink[]): ChatLink[] {
  const seen = new Set<string>();
  return links.filter((link) => !seen.has(link.href) && seen.add(link.href)).slice(0, 4);
}

/** Topics a named service answers better: "hi, tell me about SEO" or "SEO for lawyers?" is about SEO. */
const deferToService: readonly ChatTopicId[] = [
  'services',
  'advertising',
  'industries',
  'plan',
  'affirmative',
  'thanks',
  'greeting',
];

/**
 * Ann's scripted reply to a visitor's message, produced locally by
 * keyword matching (docs/product.md#chat-assistant). A named service answers with its summary, or its pricing when the visitor
 * asks about cost; otherwise the first topic whose keyword appears answers; else the fallback.
 */
export function replyTo(text: string): ChatAnswer {
  const { named, rest } = findServices(normalizeMessage(text));
  const topic = chatTopics.find((candidate) => candidate.keywords.some((keyword) => mentions(rest, keyword)));
  const [first] = named;

  if (first && topic?.id === 'pricing') {
    const text =
      named.length === 1
        ? `${first.pricingNote} ${fill(chatServiceReplies.pricing, first)}`
        : topic.reply.text;
    return {
      topic: 'pricing',
      text,
      links: uniqueLinks([...named.map(serviceLink), ...topicLinks('pricing')]),
    };
  }
  if (first && (!topic || deferToService.includes(topic.id))) {
    if (named.length === 1) {
      return {
        topic: 'service',
        text: `${first.summary} ${chatServiceReplies.detail}`,
        links: uniqueLinks([serviceLink(first), ...topicLinks('booking').slice(0, 1)]),
      };
    }
    return {
      topic: 'service',
      text: chatServiceReplies.several,
      links: uniqueLinks([...named.slice(0, 3).map(serviceLink), ...topicLinks('booking').slice(0, 1)]),
    };
  }
  if (topic) {
    const links = [...(topic.reply.links ?? []), ...named.map(serviceLink)];
    return { topic: topic.id, text: topic.reply.text, ...(links.length ? { links: uniqueLinks(links) } : {}) };
  }
  return { topic: 'fallback', ...chatFallback };
}

/**
 * How long Ann "types" before replying: from chatReplyDelayMs.min to .max, inclusive (docs/product.md#chat-assistant).
 * `random` is Math.random's contract, a number in [0, 1).
 */
export function replyDelayMs(random: () => number = Math.random): number {
  const { min, max } = chatReplyDelayMs;
  return min + Math.round(random() * (max - min));
}
