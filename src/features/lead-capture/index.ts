/**
 * Lead capture: sending a form's lead to its function with the visit's attribution, the submission id
 * and the human check, and showing what the server answered. Four small entries stay out of this index
 * so that importing one does not bring the rest into a first load: `attribution` (the root layout
 * captures it on every page), `lead-tracking` (the tracking shell registers with it at start-up),
 * `lead-memory` (the exit-intent offer asks it before it shows) and `contact-lead` (the onboarding
 * wizard loads the schema check on its first submission).
 */
export { LeadFormFooter } from './lead-form-footer';
export { submitLead, type SubmitResult } from './send-lead';
export { useLeadForm, type LeadFormNotices, type LeadNotice } from './use-lead-form';
export { useLeadSubmission, type CheckedLeadRequest, type LeadEnvelope, type LeadFailure, type LeadOutcome } from './use-lead-submission';
