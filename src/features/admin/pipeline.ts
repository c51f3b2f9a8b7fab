/**
 * The sales pipeline as staff see it: statuses in order, how each is shown, and the labels of the
 * values leads are stored with. The product styles New, Nurturing, Call Booked and Client and gives any
 * other value a neutral style; Lost and Spam are ours and stay neutral.
 */
import { ownerBusinessTypes, userTypeLabels, type UserType } from '@shared/quiz-lead';

export const leadStatuses = ['New', 'Nurturing', 'Call Booked', 'Client', 'Lost', 'Spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (leadStatuses as readonly string[]).includes(value);
}

// Text and background pairs chosen for at least 4.5:1 contrast.
const statusStyles: Partial<Record<string, string>> = {
  New: 'bg-primary-soft text-primary',
  Nurturing: 'bg-amber-100 text-amber-900',
  'Call Booked': 'bg-accent-soft text-accent',
  Client: 'bg-green-100 text-green-900',
};
const neutralStatusStyle = 'bg-muted text-muted-foreground';

export function statusStyle(status: string): string {
  return statusStyles[status] ?? neutralStatusStyle;
}

export const leadSourceLabels = {
  contact: 'Contact form',
  'smart-lead': 'Smart lead form',
  consultation: 'Consultation request',
  onboarding: 'Onboarding wizard',
  quiz: 'Quiz',
  agreement: 'Service agreement',
  'resource-download': 'Guide download',
  'exit-intent': 'Exit-intent offer',
  'call-booking': 'Call booking',
} as const;
export type LeadSource = keyof typeof leadSourceLabels;
export const leadSources = Object.keys(leadSourceLabels) as LeadSource[];

export function sourceLabel(source: string): string {
  return (leadSourceLabels as Partial<Record<string, string>>)[source] ?? source;
}

export function userTypeLabel(userType: string | null): string {
  if (userType === null) return '—';
  return (userTypeLabels as Partial<Record<string, string>>)[userType] ?? userType;
}

// The owner quiz's business types are how the dashboard groups owners on the dashboard.
export { ownerBusinessTypes, type UserType };
