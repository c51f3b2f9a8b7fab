import { describe, expect, it } from 'vitest';
import { backTarget, leadLinkState } from './lead-link';

describe('backTarget', () => {
  it('goes back to the list the lead was opened from, with its filters', () => {
    expect(backTarget({ backTo: '/admin?status=New&page=3' })).toEqual({ href: '/admin?status=New&page=3', label: 'Back to leads' });
    expect(backTarget({ backTo: '/admin?tab=bookings&show=past' })).toEqual({ href: '/admin?tab=bookings&show=past', label: 'Back to bookings' });
  });

  it('falls back to the leads list without a remembered list, or with one that is not an admin list', () => {
    const leads = { href: '/admin', label: 'Back to leads' };
    expect(backTarget(null)).toEqual(leads);
    expect(backTarget({ backTo: 'https://evil.example/admin' })).toEqual(leads);
    expect(backTarget({ backTo: '/admin?lead=abc' })).toEqual(leads);
    expect(backTarget({ backTo: 42 })).toEqual(leads);
  });
});

describe('leadLinkState', () => {
  it('remembers the current list', () => {
    expect(leadLinkState({ pathname: '/admin', search: '?q=ann', state: null })).toEqual({ backTo: '/admin?q=ann' });
  });

  it('from one lead to another, keeps the list the first lead came from', () => {
    expect(leadLinkState({ pathname: '/admin', search: '?lead=a', state: { backTo: '/admin?tab=agreements' } })).toEqual({ backTo: '/admin?tab=agreements' });
    expect(leadLinkState({ pathname: '/admin', search: '?lead=a', state: null })).toEqual({ backTo: '/admin' });
  });
});
