/**
 * What bench/load sends to each lead function: a valid submission per request, each from its own
 * address with its own submission id, as distinct visitors would send them.
 */
import { randomUUID } from 'node:crypto';
import { BOOKING_WINDOW_DAYS, slotsFor } from '../../supabase/functions/_shared/rules/booking/calendar.ts';
import { guideDocuments } from '../../supabase/functions/_shared/rules/content/guides.ts';
import { newLocalHumanCheckToken } from '../../supabase/functions/_shared/rules/submission.ts';

export interface FollowUp {
  functionName: string;
  body: Record<string, unknown>;
}

export interface LoadScenario {
  functionName: string;
  /** The most submissions one bench can make (book-call: the free slots); unlimited when absent. */
  capacity?: number;
  body(email: string): Record<string, unknown>;
  /** What the site calls next with a success's answer, outside the timed requests. */
  followUp?(answer: unknown): FollowUp | null;
}

const contact: LoadScenario = {
  functionName: 'send-contact-email',
  body: (email) => ({
    source: 'contact',
    name: 'Ann Load',
    email,
    phone: '(555) 010-0000',
    challenge: 'Not enough leads',
    // A token serves one submission: each visitor ticks the local check afresh.
    humanCheckToken: newLocalHumanCheckToken(),
    clientSubmissionId: randomUUID(),
  }),
};

const resourceDownload: LoadScenario = {
  functionName: 'submit-resource-download',
  body: (email) => ({
    email,
    name: 'Bo Load',
    phone: '',
    company: 'Load Plumbing',
    resource_type: guideDocuments[0]?.title ?? '',
    clientSubmissionId: randomUUID(),
  }),
};

const exitIntent: LoadScenario = {
  functionName: 'exit-intent-signup',
  body: (email) => ({ email, clientSubmissionId: randomUUID() }),
};

const quiz: LoadScenario = {
  functionName: 'submit-lead',
  body: (email) => ({
    name: 'Omar Load',
    email,
    user_type: 'owner',
    industry: 'Hybrid',
    status: 'New',
    quiz_answers: { businessType: 'Hybrid', improvement: 'online-reviews', currentMethod: 'word-of-mouth', win: 'foot-traffic' },
    'business-website': '',
    clientSubmissionId: randomUUID(),
  }),
  // The quiz's team notification waits until the site's notify-new-lead call releases it.
  followUp: (answer) => {
    const leadId = (answer as { leadId?: unknown } | null)?.leadId;
    return typeof leadId === 'string' ? { functionName: 'notify-new-lead', body: { leadId } } : null;
  },
};

/**
 * Every slot book-call offers from `now` on that is still offered an hour later (the run takes a while),
 * earliest first. A slot holds one booking, so these bound how many bookings one bench can make.
 */
export function bookableSlots(now: Date): { date: string; time: string }[] {
  const later = new Date(now.getTime() + 60 * 60 * 1000);
  const slots: { date: string; time: string }[] = [];
  // Civil dates around today; slotsFor leaves out those outside the window, weekends and past times.
  for (let day = -1; day <= BOOKING_WINDOW_DAYS + 1; day += 1) {
    const date = new Date(now.getTime() + day * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const offered = new Set(slotsFor(date, now));
    for (const time of slotsFor(date, later)) if (offered.has(time)) slots.push({ date, time });
  }
  return slots;
}

/** book-call with a distinct free slot per request, handed out in order across the bench's runs. */
function bookCall(now: Date): LoadScenario {
  const slots = bookableSlots(now);
  let next = 0;
  return {
    functionName: 'book-call',
    capacity: slots.length,
    body: (email) => {
      const slot = slots[next++];
      if (!slot) throw new Error('book-call: no free slot left for this bench');
      return {
        email,
        phone: '(555) 010-2000',
        preferredDate: slot.date,
        preferredTime: slot.time,
        biggestQuestion: 'How do I get more calls?',
        humanCheckToken: newLocalHumanCheckToken(),
        clientSubmissionId: randomUUID(),
      };
    },
  };
}

export function loadScenarios(now: Date): LoadScenario[] {
  return [contact, resourceDownload, exitIntent, quiz, bookCall(now)];
}
