import { shouldHydrate } from './prerender-marker';

describe('shouldHydrate', () => {
  it('hydrates the page that was prerendered for this path, with or without a trailing slash', () => {
    expect(shouldHydrate('/services', '/services')).toBe(true);
    expect(shouldHydrate('/services', '/services/')).toBe(true);
    expect(shouldHydrate('/', '/')).toBe(true);
  });

  it('renders afresh when the host served another page or a shell', () => {
    expect(shouldHydrate('/', '/admin')).toBe(false);
    expect(shouldHydrate(null, '/no-such-page')).toBe(false);
  });
});
