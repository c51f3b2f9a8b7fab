import { INVALID_EMAIL } from '@shared/schemas.ts';
import { checkGuideRequest, emptyGuideForm, guideFormErrors } from './guide-request';

const title = 'The Google Ads Budget Blueprint';

describe('checkGuideRequest', () => {
  it('checks the e-mail first: with both fields empty only the e-mail message shows', () => {
    const check = checkGuideRequest(emptyGuideForm, title);
    expect(check).toEqual({ ok: false, firstInvalid: 'email', errors: { email: INVALID_EMAIL } });
  });

  it.each(['plainaddress', 'no-dot@domain', 'two words@example.com', '@example.com'])('refuses %j with the e-mail rule’s message, alone whatever the name', (email) => {
    for (const name of ['Ana', '', '   ']) {
      const check = checkGuideRequest({ ...emptyGuideForm, email, name }, title);
      expect(check).toEqual({ ok: false, firstInvalid: 'email', errors: { email: INVALID_EMAIL } });
    }
  });

  it('refuses a blank name once the e-mail is fine', () => {
    const check = checkGuideRequest({ ...emptyGuideForm, email: 'ana@example.com', name: '   ' }, title);
    expect(check).toEqual({ ok: false, firstInvalid: 'name', errors: { name: 'Please enter your name' } });
  });

  it('builds the request: trimmed values, lower-cased e-mail, the guide title as resource_type', () => {
    const check = checkGuideRequest({ email: ' Ana@Example.COM ', name: ' Ana Ruiz ', phone: '', company: ' Ruiz Dental ' }, title);
    expect(check).toEqual({
      ok: true,
      request: { email: 'ana@example.com', name: 'Ana Ruiz', phone: '', company: 'Ruiz Dental', resource_type: title },
    });
  });

  it('keeps phone and company optional but bounded', () => {
    const check = checkGuideRequest({ email: 'ana@example.com', name: 'Ana', phone: '1'.repeat(21), company: '' }, title);
    expect(check).toEqual({ ok: false, firstInvalid: 'phone', errors: { phone: 'Phone number must be less than 20 characters' } });
  });
});

describe('guideFormErrors', () => {
  it('keeps the first message per known field and drops the rest', () => {
    expect(
      guideFormErrors([
        { path: 'name', message: 'Please enter your name' },
        { path: 'name', message: 'second' },
        { path: 'resource_type', message: 'Unknown guide' },
        { path: '', message: 'Invalid JSON' },
      ]),
    ).toEqual({ name: 'Please enter your name' });
  });
});
