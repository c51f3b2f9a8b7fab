import { challengeOptions, consultationFormSchema, standardLeadFormSchema } from '@shared/schemas.ts';
import {
  consultationGoals,
  consultationLeadRequest,
  isDomainVerificationError,
  mapIssuesToFields,
  standardLeadGoals,
  standardLeadRequest,
  validateLeadRequest,
} from './lead-request';

describe('standardLeadRequest', () => {
  const form = standardLeadFormSchema.parse({
    name: 'Jane Doe',
    email: 'Jane@Example.com',
    phone: '(555) 123-4567',
    goals: 'Not enough leads',
  });

  it('sends the whole name as firstName with the fixed last name and company', () => {
    expect(standardLeadRequest(form)).toEqual({
      firstName: 'Jane Doe',
      lastName: 'Contact',
      email: 'jane@example.com',
      company: 'N/A',
      phone: '(555) 123-4567',
      goals: 'Biggest challenge: Not enough leads',
    });
  });

  it('adds the recommended service only when there is one', () => {
    expect(standardLeadRequest({ ...form, recommendedService: 'The Launch Pad' })).toMatchObject({
      recommendedService: 'The Launch Pad',
    });
    expect(standardLeadRequest({ ...form, recommendedService: '' })).not.toHaveProperty('recommendedService');
  });

  it.each(challengeOptions)('gives goals the lead request accepts for "%s"', (challenge) => {
    expect(standardLeadGoals(challenge).length).toBeGreaterThanOrEqual(10);
    expect(validateLeadRequest(standardLeadRequest({ ...form, goals: challenge })).ok).toBe(true);
  });

  it('is refused before sending when the name is too long for the lead request', () => {
    const result = validateLeadRequest(standardLeadRequest({ ...form, name: 'A'.repeat(51) }));
    expect(result).toEqual({
      ok: false,
      issues: [{ path: 'firstName', message: 'First name must be less than 50 characters' }],
    });
  });
});

describe('consultationLeadRequest', () => {
  const form = consultationFormSchema.parse({
    name: 'Maria Elena Lopez',
    email: 'maria@example.com',
    phone: '+1 555 010 2030',
    company: 'Lopez Dental',
    message: 'We need more calls.',
  });

  it('splits the name, sends an empty budget and combines phone and message in goals', () => {
    expect(consultationLeadRequest(form, 'Google Advertising')).toEqual({
      firstName: 'Maria',
      lastName: 'Elena Lopez',
      email: 'maria@example.com',
      company: 'Lopez Dental',
      budget: '',
      goals: 'Service: Google Advertising\nPhone: +1 555 010 2030\nMessage: We need more calls.',
    });
  });

  it('fills in the company and last name the visitor did not give', () => {
    const request = consultationLeadRequest({ ...form, name: 'Cher', company: '', message: '' }, 'SEO');
    expect(request).toMatchObject({ firstName: 'Cher', lastName: 'Lead', company: 'Not provided' });
    expect(request.goals).toBe('Service: SEO\nPhone: +1 555 010 2030\nMessage: None');
    expect(validateLeadRequest(request).ok).toBe(true);
  });

  it('shortens a long message so goals stays within 1000 characters', () => {
    const goals = consultationGoals('Google Advertising', '555 0102', 'x'.repeat(1000));
    expect(goals).toHaveLength(1000);
    expect(goals.endsWith('x…')).toBe(true);
  });
});

describe('mapIssuesToFields', () => {
  it('puts the first message of each known path under its field and collects the rest', () => {
    const mapped = mapIssuesToFields(
      [
        { path: 'firstName', message: 'First name is required' },
        { path: 'lastName', message: 'Last name is required' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'company', message: 'Company name is required' },
        { path: '', message: 'Invalid JSON' },
      ],
      { firstName: 'name', lastName: 'name', email: 'email' },
    );
    expect(mapped).toEqual({
      fields: { name: 'First name is required', email: 'Please enter a valid email address' },
      others: ['Company name is required', 'Invalid JSON'],
    });
  });
});

describe('isDomainVerificationError', () => {
  it.each([
    'The example.com domain is not verified. Please, add and verify your domain on https://resend.com/domains',
    'Domain verification required',
    'You need to verify a domain before sending',
  ])('recognises "%s"', (message) => {
    expect(isDomainVerificationError(message)).toBe(true);
  });

  it.each(['Failed to send a request to the Edge Function', 'Validation failed', 'Please verify you are human'])(
    'does not treat "%s" as received',
    (message) => {
      expect(isDomainVerificationError(message)).toBe(false);
    },
  );
});
