import { z } from 'zod';
import { iconNames } from './types';
import { welcomeContent } from './welcome';

const cardSchema = z.object({
  icon: z.enum(iconNames, { error: (issue) => `icon "${String(issue.input)}" is not a known icon` }),
  title: z.string().trim().min(5, { error: 'title needs at least 5 characters' }),
  description: z.string().trim().min(60, { error: 'description needs at least 60 characters' }),
});

describe('welcome content', () => {
  it.each(welcomeContent.guaranteeCards.map((card) => [card.title, card] as const))('guarantee card "%s" is complete', (_title, card) => {
    const issues = cardSchema.safeParse(card).error?.issues ?? [];
    expect(issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  it('keeps the rule: its button goes to /path-selector, automatically after 8 s', () => {
    expect(welcomeContent.cta.label.trim()).not.toBe('');
    expect(welcomeContent.cta.href).toBe('/path-selector');
    expect(welcomeContent.redirectAfterMs).toBe(8000);
    expect(welcomeContent.countdown).toContain('{seconds}');
    expect(welcomeContent.countdownForScreenReaders).toContain(`${welcomeContent.redirectAfterMs / 1000} seconds`);
  });
});
