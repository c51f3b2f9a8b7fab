async function freshFirstInput() {
  vi.resetModules();
  return (await import('./first-input')).whenFirstInput;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('whenFirstInput', () => {
  it('waits while the visitor only looks, and resolves at their first input', async () => {
    const whenFirstInput = await freshFirstInput();
    const first = whenFirstInput();
    window.dispatchEvent(new Event('load'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(first)).toBe(false);

    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    expect(await settled(first)).toBe(true);
    // Later callers get the same, settled answer.
    expect(await settled(whenFirstInput())).toBe(true);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'click'])('counts a %s as input', async (type) => {
    const whenFirstInput = await freshFirstInput();
    const first = whenFirstInput();
    document.body.dispatchEvent(new Event(type, { bubbles: false }));
    expect(await settled(first)).toBe(true);
  });
});
