import { z } from 'zod';
import {
  aboutCopy,
  accountManagerCopy,
  aiVoiceAgents,
  exploreCopy,
  faqCopy,
  guaranteeCopy,
  painPointsCopy,
  processCopy,
  resultsCopy,
  trackRecordCopy,
  trustBadgesCopy,
  trustBannerIntervalMs,
  trustBannerItems,
} from './home';
import { site } from './site';
import { iconNames } from './types';

/**
 * Guards the home page copy a marketer edits: every block is filled, icons exist, and external actions point
 * at the site.ts links docs/product.md names.
 */

const text = (label: string, min = 1) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(min, { error: `${label} needs at least ${min} characters` });

const icon = z.enum(iconNames, { error: (issue) => `"${String(issue.input)}" is not a known icon` });

const iconItem = z.object({ icon, title: text('title', 3), description: text('description', 15) });
const httpsUrl = z.url({ protocol: /^https$/, error: 'href must be a full https URL' });

const heading = { eyebrow: text('eyebrow'), heading: text('heading', 10), intro: text('intro', 40) };

const schemas = {
  aiVoiceAgents: z.object({
    badge: text('badge'),
    heading: text('heading'),
    intro: text('intro', 60),
    benefits: z.array(iconItem).length(4, { error: 'needs the four benefits' }),
    industriesHeading: text('industriesHeading'),
    industriesIntro: text('industriesIntro', 30),
    industries: z
      .array(iconItem.extend({ examples: z.array(text('example', 5)).length(3, { error: 'needs 3 examples' }) }))
      .length(3, { error: 'needs the three industry cards' }),
    callout: z.object({ heading: text('callout.heading'), body: text('callout.body', 60) }),
    tryDemo: z.object({ label: text('label'), href: httpsUrl }),
    tryAgent: z.object({ label: text('label'), href: httpsUrl }),
    getHelp: z.object({ label: text('label'), href: httpsUrl }),
  }),
  resultsCopy: z.object({ ...heading, allLabel: text('allLabel') }),
  guaranteeCopy: z.object({
    ...heading,
    steps: z.array(iconItem).length(3, { error: 'needs 3 steps' }),
    cta: text('cta'),
    fineprint: text('fineprint', 30),
  }),
  trackRecordCopy: z.object({
    ...heading,
    highlights: z.array(z.object({ value: text('value'), label: text('label') })).length(4, { error: 'needs 4 highlights' }),
  }),
  processCopy: z.object({ ...heading, steps: z.array(iconItem).length(4, { error: 'needs 4 steps' }), cta: text('cta') }),
  accountManagerCopy: z.object({
    ...heading,
    points: z.array(text('point', 10)).min(3, { error: 'needs at least 3 points' }),
    card: z.object({ title: text('card.title'), items: z.array(iconItem).length(3, { error: 'needs 3 items' }) }),
    cta: text('cta'),
  }),
  painPointsCopy: z.object({
    ...heading,
    items: z
      .array(iconItem.extend({ fix: text('fix', 15) }))
      .length(6, { error: 'needs 6 pain points (two rows of three)' }),
  }),
  trustBadgesCopy: z.object({
    heading: text('heading'),
    badges: z
      .array(z.object({ icon, title: text('title', 3), description: text('description', 5) }))
      .length(6, { error: 'needs 6 badges (one row at desktop width)' }),
  }),
  exploreCopy: z.object({
    heading: text('heading'),
    intro: text('intro', 40),
    cards: z
      .array(iconItem.extend({ href: httpsUrl, linkLabel: text('linkLabel', 8) }))
      .length(4, { error: 'needs the four explore cards' }),
    visitSite: z.object({ label: text('label'), href: httpsUrl }),
  }),
  aboutCopy: z.object({
    eyebrow: text('eyebrow'),
    heading: text('heading'),
    paragraphs: z.array(text('paragraph', 40)).min(2, { error: 'needs at least 2 paragraphs' }),
    values: z.array(iconItem).length(3, { error: 'needs 3 values' }),
  }),
  faqCopy: z.object({
    ...heading,
    items: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'id must be kebab-case (it is the faq-<id> anchor)' }),
          question: text('question', 10).endsWith('?', { error: 'question must end with "?"' }),
          answer: z.array(text('answer paragraph', 40)).min(1, { error: 'needs an answer' }),
        }),
      )
      .min(6, { error: 'needs 6 to 8 questions' })
      .max(8, { error: 'needs 6 to 8 questions' }),
  }),
};

const content: Record<keyof typeof schemas, unknown> = {
  aiVoiceAgents,
  resultsCopy,
  guaranteeCopy,
  trackRecordCopy,
  processCopy,
  accountManagerCopy,
  painPointsCopy,
  trustBadgesCopy,
  exploreCopy,
  aboutCopy,
  faqCopy,
};

function problemsOf(name: keyof typeof schemas, value: unknown): string[] {
  const result = schemas[name].safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${[name, ...issue.path.map(String)].join('.')}: ${issue.message}`);
}

describe('home content', () => {
  it.each(Object.keys(schemas) as (keyof typeof schemas)[])('%s is complete and valid', (name) => {
    expect(problemsOf(name, content[name])).toEqual([]);
  });

  it('sends the AI voice agents section’s actions to the agent demo and the intake form', () => {
    expect(aiVoiceAgents.tryDemo.href).toBe(site.links.testAgents);
    expect(aiVoiceAgents.tryAgent.href).toBe(site.links.testAgents);
    expect(aiVoiceAgents.getHelp.href).toBe(site.links.aiAgentIntake);
  });

  it('sends the explore section’s four cards and its last button to the agency’s other sites, in order', () => {
    expect(exploreCopy.cards.map((card) => card.href)).toEqual([
      site.links.founderBio,
      site.links.allServices,
      site.links.blog,
      site.links.bookingCalendar,
    ]);
    expect(exploreCopy.visitSite.href).toBe(site.links.mainSite);
  });

  it('rotates the trust banner through four distinct claims every 3 s, the reviews one from site.rating', () => {
    const claims = trustBannerItems.map((item) => item.text);
    expect(new Set(claims).size).toBe(4);
    expect(claims.some((claim) => claim.includes(`${site.rating.value}/5`) && claim.includes(`${site.rating.bannerCount}+`))).toBe(true);
    expect(trustBannerIntervalMs).toBe(3000);
  });

  it('answers the contract question with both readings: no lock-in, and the packages’ minimum terms', () => {
    const contracts = faqCopy.items.find((item) => item.id === 'contracts');
    const answer = contracts?.answer.join(' ') ?? '';
    expect(answer).toMatch(/no long-term lock-in/i);
    expect(answer).toMatch(/minimum term/);
    expect(answer).toMatch(/1 to 12 months/);
  });

  it('gives every FAQ a unique anchor', () => {
    const ids = faqCopy.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reports a readable message for a typo', () => {
    expect(
      problemsOf('exploreCopy', { ...exploreCopy, cards: exploreCopy.cards.slice(0, 3), visitSite: { label: 'Visit', href: 'agency.example.com' } }),
    ).toEqual(['exploreCopy.cards: needs the four explore cards', 'exploreCopy.visitSite.href: href must be a full https URL']);
  });
});
