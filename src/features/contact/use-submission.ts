export { useSubmissionId } from '@/lib/use-submission-id';
export { useHumanCheckToken } from '@/lib/use-human-check-token';
