/**
 * Lead capture: sending a form's lead to its function with the visit's attribution, the submission id
 * and the human check, and what follows each answer. Small entries stay out of this index, so that
 * importing one does not bring the rest into a first load: `attribution` (the root layout captures it
 * on every page), `lead-tracking` (the tracking shell registers with it at start-up), `lead-memory`
 * (the exit-intent offer asks it before it shows) and `contact-lead` (the onboarding wizard loads the
 * schema check on its first submission). The react-hook-form forms take `useLeadForm` and
 * `LeadFormFooter` from `form.ts`: the footer brings the human check's component and the environment it
 * reads, which the wizards and the one-field forms do not need.
 */
export { submitLead, type SubmitResult } from './send-lead';
export { useLeadSubmission, type CheckedLeadRequest, type LeadEnvelope, type LeadFailure, type LeadOutcome } from './use-lead-submission';
