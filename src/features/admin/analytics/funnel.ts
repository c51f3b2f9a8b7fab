import type { FunnelRow } from '../api/admin-database';

export type FunnelStep = {
  step: string;
  label: string;
  sessions: number;
  /** Share of the previous step's sessions that reached this one; null for the first step or after an empty step. */
  fromPrevious: number | null;
  /** Share of the quiz starts; null when nobody started. */
  fromStart: number | null;
};
export type Funnel = { quiz: string; label: string; steps: FunnelStep[] };

const quizOrder = ['aspirer', 'owner'];
const quizLabels: Record<string, string> = { aspirer: 'Aspirer quiz (starting a business)', owner: 'Owner quiz (growing a business)' };

/** A step name as the reader says it, whatever spelling the database uses (quiz_step_3, step 3, quiz_submit…). */
export function stepLabel(step: string): string {
  const name = step.toLowerCase();
  const numbered = /step[\s_-]?(\d+)/.exec(name);
  if (numbered) return `Step ${numbered[1]}`;
  if (name.includes('start')) return 'Started';
  if (name.includes('submit') && !name.includes('booking')) return 'Submitted';
  if (name.includes('booking')) return 'Booked a call';
  return step;
}

/** One funnel per quiz (aspirer, then owner, then any other), steps in order, with the share kept at each step. */
export function funnelsFrom(rows: FunnelRow[]): Funnel[] {
  const quizzes = [...new Set(rows.map((row) => row.quiz))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return quizzes.map((quiz) => {
    const ordered = rows.filter((row) => row.quiz === quiz).sort((a, b) => a.step_order - b.step_order);
    const start = ordered[0]?.sessions ?? 0;
    const steps = ordered.map((row, index): FunnelStep => {
      const previous = index === 0 ? null : (ordered[index - 1]?.sessions ?? 0);
      return {
        step: row.step,
        label: stepLabel(row.step),
        sessions: row.sessions,
        fromPrevious: previous === null || previous === 0 ? null : row.sessions / previous,
        fromStart: start === 0 ? null : row.sessions / start,
      };
    });
    return { quiz, label: quizLabels[quiz] ?? quiz, steps };
  });
}

function rank(quiz: string): number {
  const index = quizOrder.indexOf(quiz);
  return index === -1 ? quizOrder.length : index;
}
