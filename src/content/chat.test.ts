import { z } from 'zod';
// The route table is the one list of real pages; reading it here keeps Ann's links honest.
// eslint-disable-next-line no-restricted-imports -- test only: content itself stays free of lib.
import { publicPaths } from '../lib/route-table';
import {
  chatCopy,
  chatFallback,
  chatReplyDelayMs,
  chatServiceReplies,
  chatServices,
  chatSuggestions,
  chatTopicIds,
  chatTopics,
  type ChatReply,
} from './chat';
import { serviceSlugs } from './service-slugs';
import { site } from './site';

/**
 * Guards Ann's script, which marketers edit by hand: every keyword is in the form the matcher
 * compares (lower case, single spaces), and every link goes to a page or home-page section that exists.
 */

/** Home-page sections Ann may point to (anchors on /). */
const homeAnchors = ['pathfinder', 'services', 'pricing-calculator', 'guarantee', 'contact', 'about', 'faq'];
const internalTargets = new Set([...publicPaths(), ...homeAnchors.map((anchor) => `/#${anchor}`)]);

const text = (label: string, min = 1) =>
  z.string({ error: `${label} must be text` }).trim().min(min, { error: `${label} needs at least ${min} characters` });

const keyword = z.string().regex(/^[a-z0-9]+( [a-z0-9]+)*$/, {
  error: (issue) => `keyword "${String(issue.input)}" must be lower-case letters and digits separated by single spaces`,
});

const linkSchema = z.object({
  label: text('link label', 3).max(40, { error: 'link label should stay under 40 characters (it is a button)' }),
  href: z.string().refine(
    (href) => internalTargets.has(href) || href === `tel:${site.phone.e164}` || /^https:\/\//.test(href),
    { error: (issue) => `link "${String(issue.input)}" is not a public route, a home-page anchor, the site phone or an https page` },
  ),
});

const replySchema = z.object({
  text: text('reply text', 40).max(420, { error: 'reply text should stay under 420 characters (it is a chat bubble)' }),
  links: z.array(linkSchema).max(4, { error: 'at most four links per reply' }).optional(),
});

const topicSchema = z.object({
  id: z.enum(chatTopicIds),
  keywords: z.array(keyword).min(1),
  reply: replySchema,
});

const serviceSchema = z.object({
  slug: z.enum(serviceSlugs),
  name: text('name', 3),
  keywords: z.array(keyword).min(1),
  summary: text('summary', 60).max(240),
  pricingNote: text('pricingNote', 40).max(200),
});

const expectValid = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  expect(result.success, result.error ? z.prettifyError(result.error) : '').toBe(true);
};

describe('chat content', () => {
  it.each(chatTopics.map((topic) => [topic.id, topic] as const))('topic %s is well-formed', (_id, topic) => {
    expectValid(topicSchema, topic);
  });

  it('has each topic once', () => {
    expect([...chatTopics.map((topic) => topic.id)].sort()).toEqual([...chatTopicIds].sort());
  });

  it.each(chatServices.map((entry) => [entry.slug, entry] as const))('service %s is well-formed', (_slug, entry) => {
    expectValid(serviceSchema, entry);
  });

  it('covers every service once', () => {
    expect(chatServices.map((entry) => entry.slug).sort()).toEqual([...serviceSlugs].sort());
  });

  it('never gives one keyword two meanings', () => {
    const all = [...chatTopics.flatMap((topic) => topic.keywords), ...chatServices.flatMap((entry) => entry.keywords)];
    const repeated = all.filter((word, index) => all.indexOf(word) !== index);
    expect(repeated).toEqual([]);
  });

  it('links every service page that a service reply names to a real route', () => {
    for (const entry of chatServices) expect(internalTargets.has(`/services/${entry.slug}`), entry.slug).toBe(true);
  });

  it('has a well-formed greeting, fallback and service templates', () => {
    expectValid(replySchema, chatCopy.greeting satisfies ChatReply);
    expectValid(replySchema, chatFallback);
    expect(chatServiceReplies.pricing).toContain('{service}');
    expect(chatServiceReplies.detailLinkLabel).toContain('{service}');
  });

  it('offers a few short suggestions', () => {
    expect(chatSuggestions.length).toBeGreaterThanOrEqual(3);
    for (const suggestion of chatSuggestions) expect(suggestion.length, suggestion).toBeLessThanOrEqual(40);
  });

  it('has Ann reply after one to two seconds (docs/product.md#chat-assistant)', () => {
    expect(chatReplyDelayMs).toEqual({ min: 1000, max: 2000 });
  });

  it('knows which links are real: a made-up route is rejected', () => {
    expect(linkSchema.safeParse({ label: 'Nowhere', href: '/no-such-page' }).success).toBe(false);
    expect(linkSchema.safeParse({ label: 'Bad anchor', href: '/#no-such-anchor' }).success).toBe(false);
  });
});
