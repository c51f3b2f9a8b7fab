import { describe, expect, it } from 'vitest';
import { funnelsFrom, stepLabel } from './funnel';

describe('the quiz funnel', () => {
  it('orders quizzes and steps and computes the share kept from the previous step and from the start', () => {
    const [aspirer, owner] = funnelsFrom([
      { quiz: 'owner', step_order: 0, step: 'quiz_start', sessions: 10 },
      { quiz: 'aspirer', step_order: 1, step: 'quiz_step_1', sessions: 150 },
      { quiz: 'aspirer', step_order: 0, step: 'quiz_start', sessions: 200 },
      { quiz: 'aspirer', step_order: 2, step: 'quiz_submit', sessions: 60 },
    ]);
    expect(aspirer?.quiz).toBe('aspirer');
    expect(aspirer?.steps.map(({ label, sessions, fromPrevious, fromStart }) => [label, sessions, fromPrevious, fromStart])).toEqual([
      ['Started', 200, null, 1],
      ['Step 1', 150, 0.75, 0.75],
      ['Submitted', 60, 0.4, 0.3],
    ]);
    expect(owner?.quiz).toBe('owner');
  });

  it('gives no percentage after a step nobody reached instead of dividing by zero', () => {
    const [funnel] = funnelsFrom([
      { quiz: 'owner', step_order: 0, step: 'quiz_start', sessions: 0 },
      { quiz: 'owner', step_order: 1, step: 'quiz_step_1', sessions: 0 },
    ]);
    expect(funnel?.steps.map(({ fromPrevious, fromStart }) => [fromPrevious, fromStart])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('names the steps whatever spelling the database uses', () => {
    // The migration's spelling (start, step N, submit, booking) and the event names alike.
    expect(['start', 'submit', 'quiz_start', 'quiz_step_3', 'step 4', 'quiz_submit', 'booking', 'booking_submit', 'mystery'].map(stepLabel)).toEqual([
      'Started',
      'Submitted',
      'Started',
      'Step 3',
      'Step 4',
      'Submitted',
      'Booked a call',
      'Booked a call',
      'mystery',
    ]);
  });
});
