import { TRACKING_SESSION_STORAGE_KEY, getTrackingSessionId } from './session-id';

afterEach(() => window.sessionStorage.clear());

describe('getTrackingSessionId', () => {
  it('creates one id per session and returns it on every later call', () => {
    const id = getTrackingSessionId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(window.sessionStorage.getItem(TRACKING_SESSION_STORAGE_KEY)).toBe(id);
    expect(getTrackingSessionId()).toBe(id);
  });

  it('replaces a stored value that is not a valid id', () => {
    window.sessionStorage.setItem(TRACKING_SESSION_STORAGE_KEY, 'bad id!');
    expect(getTrackingSessionId({ newId: () => 'fresh-id-123' })).toBe('fresh-id-123');
  });

  it('still gives an id when storage is unavailable', () => {
    expect(getTrackingSessionId({ storage: null, newId: () => 'page-only-id' })).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
