import { cutoffSeconds } from '../../src/features/explainer-video/playback.ts';
import { fadeSeconds, plannedDuration, slideStarts, splitParagraph, videoPlans } from './slides.ts';

describe('video slide plans', () => {
  it.each(videoPlans.map((plan) => [plan.out, plan] as const))('%s has one slide per transcript paragraph and the advertised length', (_out, plan) => {
    expect(plan.slides).toHaveLength(plan.video.transcript.length);
    expect(plannedDuration(plan)).toBeCloseTo(plan.video.durationSeconds, 3);
  });

  it('shows the call to action when the /professional dialog stops at 36 s, and only the closing card after it', () => {
    const explainer = videoPlans.find((plan) => plan.out === 'video/explainer');
    if (!explainer) throw new Error('no explainer plan');
    const starts = slideStarts(explainer);
    const closing = starts.length - 1;
    expect(starts[closing], 'the closing card starts at the cutoff').toBe(cutoffSeconds);
    expect((starts[closing - 1] ?? 0) + fadeSeconds, 'the call to action is fully in before the cutoff').toBeLessThan(cutoffSeconds);
    expect(explainer.video.transcript[closing - 1]).toMatch(/choose your path/i);
  });

  it('splits a paragraph into its headline and the sentences after it', () => {
    expect(splitParagraph('Proof, not promises. 500+ projects delivered. 4.9 rating from 50+ client reviews.')).toEqual({
      heading: 'Proof, not promises',
      sentences: ['500+ projects delivered.', '4.9 rating from 50+ client reviews.'],
    });
    expect(splitParagraph('Tired of it? Still no customers.').heading).toBe('Tired of it?');
  });
});
