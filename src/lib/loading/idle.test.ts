import { whenIdle } from './idle.ts';

describe('whenIdle without a window', () => {
  // A timer set by whenIdleAfterLoad can fire after its page's window is gone (a test environment torn down).
  afterEach(() => vi.unstubAllGlobals());

  it('still runs the work, after a short delay, instead of throwing', async () => {
    vi.stubGlobal('window', undefined);
    const ran = await new Promise<boolean>((resolve) => {
      whenIdle(() => resolve(true));
    });
    expect(ran).toBe(true);
  });
});
