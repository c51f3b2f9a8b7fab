/** The react-hook-form lead forms' entry (see index.ts): the send sequence with the fields' errors, the toasts and the form's footer. */
export { LeadFormFooter } from './lead-form-footer';
export { useLeadForm, type LeadFormNotices, type LeadFormOptions, type LeadNotice } from './use-lead-form';
