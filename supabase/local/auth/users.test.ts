import { describe, expect, it } from 'vitest';
import { mergeMetadata, userJson, type UserRow } from './users.ts';

const row: UserRow = {
  id: '6f1c3a52-0e8a-4b8c-9a59-5d2f6c3b1a00',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ana@agency.test',
  phone: '',
  encrypted_password: '$2a$04$secret',
  email_confirmed_at: '2025-01-01T10:00:00.000000Z',
  invited_at: null,
  phone_confirmed_at: null,
  confirmation_sent_at: null,
  confirmed_at: '2025-01-01T10:00:00.000000Z',
  last_sign_in_at: '2025-01-02T10:00:00.120000Z',
  app_metadata: '{"provider":"email","providers":["email"]}',
  user_metadata: '{}',
  created_at: '2025-01-01T10:00:00.000000Z',
  updated_at: '2025-01-02T10:00:00.120000Z',
  banned_until: null,
  banned_until_ms: null,
  deleted_at: null,
  is_anonymous: 'false',
  factors: null,
};

describe('userJson', () => {
  it('writes the user as GoTrue does: Go timestamps, omitted empty fields, no password hash', () => {
    const json = userJson(row);
    expect(json).toMatchObject({
      id: row.id,
      email: 'ana@agency.test',
      phone: '',
      email_confirmed_at: '2025-01-01T10:00:00Z',
      last_sign_in_at: '2025-01-02T10:00:00.12Z',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(json).not.toHaveProperty('invited_at');
    expect(json).not.toHaveProperty('banned_until');
    expect(JSON.stringify(json)).not.toContain('$2a$');
    expect(json.identities).toEqual([
      expect.objectContaining({ provider: 'email', id: row.id, user_id: row.id, identity_data: expect.objectContaining({ email_verified: true }) as unknown }),
    ]);
  });

  it('lists no identity for a user without an e-mail', () => {
    expect(userJson({ ...row, email: '' }).identities).toEqual([]);
  });

  it('omits factors when there are none, and lists them without their secret when there are', () => {
    expect(userJson(row)).not.toHaveProperty('factors');
    const factors = JSON.stringify([
      {
        id: 'f-1',
        friendly_name: null,
        factor_type: 'totp',
        status: 'verified',
        created_at: '2025-01-03T10:00:00.500000Z',
        updated_at: '2025-01-03T10:00:00.500000Z',
        last_challenged_at: null,
        secret: 'JBSWY3DPEHPK3PXP',
      },
    ]);
    expect(userJson({ ...row, factors }).factors).toEqual([
      { id: 'f-1', factor_type: 'totp', status: 'verified', created_at: '2025-01-03T10:00:00.5Z', updated_at: '2025-01-03T10:00:00.5Z', last_challenged_at: null },
    ]);
  });
});

describe('mergeMetadata', () => {
  it('merges keys in and removes those set to null', () => {
    expect(mergeMetadata({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({ a: 1, c: 3 });
  });
});
