/**
 * The onboarding wizard's lead request (docs/product.md#onboarding-wizard): what send-contact-email
 * receives from it, field by field, over the choices of onboarding-choices.ts.
 */
import { z } from 'zod';
import { ONBOARDING_DETAILS_MAX, onboardingBudgets, onboardingGoals, onboardingIndustries, onboardingTimelines } from './onboarding-choices.ts';
import { leadEmail, optionValues, requiredCompany } from './schemas.ts';

/**
 * What the wizard sends, field by field as it asks for them. The wizard enables Continue only once a
 * step is answered, so the messages for a missing choice reach scripts; the company and e-mail
 * messages are the ones step 2 shows when the server refuses a value.
 */
export const onboardingLeadFormSchema = z.object({
  goal: z.enum(optionValues(onboardingGoals), 'Please choose your main goal'),
  company: requiredCompany,
  industry: z.enum(onboardingIndustries, 'Please choose your industry'),
  email: leadEmail,
  budget: z.enum(optionValues(onboardingBudgets), 'Please choose your monthly budget'),
  timeline: z.enum(onboardingTimelines, 'Please choose your timeline'),
  details: z
    .string()
    .trim()
    .max(ONBOARDING_DETAILS_MAX, `Details must be less than ${ONBOARDING_DETAILS_MAX} characters`)
    .optional(),
});
export type OnboardingLeadForm = z.infer<typeof onboardingLeadFormSchema>;
