import { describe, expect, it } from 'vitest';
import type { LeadEvent } from '../api/types';
import { describeEvent } from './describe-event';

const staff = { actor_id: 'u1', actor_email: 'admin@example.com' };
const system = { actor_id: null, actor_email: null };
const event = (fields: Partial<LeadEvent>) => ({ kind: 'status_changed' as const, from_value: null, to_value: null, ...staff, ...fields });

describe('describeEvent', () => {
  it('says who moved the lead along the pipeline', () => {
    expect(describeEvent(event({ from_value: 'New', to_value: 'Nurturing' }))).toBe('Status changed from New to Nurturing by admin@example.com');
  });

  it('credits changes made without a signed-in user to the system', () => {
    expect(describeEvent(event({ from_value: 'New', to_value: 'Call Booked', ...system }))).toBe('Status changed from New to Call Booked by the system');
    expect(describeEvent(event({ kind: 'call_booked_changed', from_value: 'false', to_value: 'true', ...system }))).toBe('Call booked changed from No to Yes by the system');
  });

  it('names notes and booking changes', () => {
    expect(describeEvent(event({ kind: 'note_added', to_value: 'Called, left a voicemail' }))).toBe('Note added by admin@example.com');
    expect(describeEvent(event({ kind: 'booking_status_changed', from_value: 'booked', to_value: 'cancelled' }))).toBe('Booking cancelled by admin@example.com');
    expect(describeEvent(event({ kind: 'booking_status_changed', from_value: 'cancelled', to_value: 'booked' }))).toBe('Booking restored by admin@example.com');
  });

  it('does not pretend to know a staff member whose account is gone', () => {
    expect(describeEvent(event({ kind: 'note_added', actor_id: 'u2', actor_email: null }))).toBe('Note added by a staff member');
  });
});
