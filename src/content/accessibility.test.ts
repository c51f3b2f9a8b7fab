import { z } from 'zod';
import { accessibilityPanelCopy } from './accessibility';

const text = (label: string, min = 2) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(min, { error: `${label} needs at least ${min} characters` });

const toggleSchema = z.object({ label: text('toggle label'), description: text('toggle description', 10) });

const panelSchema = z.strictObject({
  title: text('title'),
  description: text('description', 20),
  textSize: z.strictObject({
    label: text('textSize.label'),
    // These two buttons keep these names: screen-reader users and tests find them by these names.
    decrease: z.literal('Decrease text size', { error: 'textSize.decrease must read "Decrease text size"' }),
    increase: z.literal('Increase text size', { error: 'textSize.increase must read "Increase text size"' }),
  }),
  highContrast: toggleSchema,
  largePointer: toggleSchema,
  on: text('on'),
  off: text('off'),
  reset: text('reset'),
  close: text('close'),
});

describe('accessibility panel copy', () => {
  it('is well-formed', () => {
    const result = panelSchema.safeParse(accessibilityPanelCopy);
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  it('gives every control a distinct name', () => {
    const names = [
      'Accessibility settings', // the launcher's name (src/features/accessibility/accessibility-panel.tsx)
      accessibilityPanelCopy.textSize.decrease,
      accessibilityPanelCopy.textSize.increase,
      accessibilityPanelCopy.highContrast.label,
      accessibilityPanelCopy.largePointer.label,
      accessibilityPanelCopy.reset,
      accessibilityPanelCopy.close,
    ];
    expect(new Set(names).size).toBe(names.length);
  });
});
