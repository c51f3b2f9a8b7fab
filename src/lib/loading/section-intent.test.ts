import { createSectionGate, requestAllSections } from './section-gate';
import { watchSection } from './section-intent';
import { FakeIntersectionObserver } from '../../../tests/fake-intersection-observer';

/** A prerendered form section as the browser has it before React owns it. */
function prerenderedSection() {
  const boundary = document.createElement('div');
  boundary.innerHTML = `
    <form aria-label="Book">
      <label for="email">Email</label><input id="email" name="email" value="">
      <button type="button" id="option">Option</button>
      <button type="submit" id="send">Send</button>
      <a href="#privacy" id="link">Privacy</a>
    </form>`;
  document.body.append(boundary);
  const get = <T extends HTMLElement>(id: string) => boundary.querySelector<T>(`#${id}`) as T;
  return { boundary, form: boundary.querySelector('form') as HTMLFormElement, email: get<HTMLInputElement>('email'), option: get('option'), send: get('send'), link: get<HTMLAnchorElement>('link') };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('watchSection', () => {
  it('does not load prerendered markup that merely sits on screen, and loads when the visitor presses in it', async () => {
    const { boundary, option } = prerenderedSection();
    const intent = createSectionGate();
    watchSection(boundary, intent);
    FakeIntersectionObserver.approach();
    expect(await settled(intent.intended)).toBe(false);

    option.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(intent.intended)).toBe(true);
  });

  it('takes focus, or pointing at the section, as intent; events elsewhere on the page are not', async () => {
    const { boundary, email } = prerenderedSection();
    const outside = document.body.appendChild(document.createElement('button'));
    const intent = createSectionGate();
    watchSection(boundary, intent);
    outside.dispatchEvent(new Event('pointerover', { bubbles: true }));
    outside.focus();
    expect(await settled(intent.intended)).toBe(false);
    email.focus();
    expect(await settled(intent.intended)).toBe(true);
  });

  it('loads prerendered markup once a scroll brings it within a viewport', async () => {
    const { boundary } = prerenderedSection();
    const intent = createSectionGate();
    watchSection(boundary, intent);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    window.dispatchEvent(new Event('scroll'));
    expect(FakeIntersectionObserver.instances[0]?.options.rootMargin).toBe('100% 0px');
    FakeIntersectionObserver.approach();
    expect(await settled(intent.intended)).toBe(true);
  });

  it('on a page already scrolled (an island inside one a scroll just hydrated), looks for the approach at once', async () => {
    const { boundary } = prerenderedSection();
    const intent = createSectionGate();
    vi.stubGlobal('scrollY', 2400);
    watchSection(boundary, intent);
    FakeIntersectionObserver.approach();
    expect(await settled(intent.intended)).toBe(true);
  });

  it('loads at the first scroll where the browser has no IntersectionObserver to tell how near it is', async () => {
    const { boundary } = prerenderedSection();
    const intent = createSectionGate();
    watchSection(boundary, intent);
    vi.stubGlobal('IntersectionObserver', undefined);
    window.dispatchEvent(new Event('scroll'));
    expect(await settled(intent.intended)).toBe(true);
  });

  it('watches every section of an island several sections long, not only its first', async () => {
    const boundary = document.body.appendChild(document.createElement('div'));
    boundary.innerHTML = '<section id="process"></section><section id="faq"></section>';
    const intent = createSectionGate();
    watchSection(boundary, intent);
    window.dispatchEvent(new Event('scroll'));
    expect(FakeIntersectionObserver.instances[0]?.elements.map((element) => element.id)).toEqual(['process', 'faq']);
  });

  it('holds a press made before the section is live, so nothing happens twice, and replays it once live', async () => {
    const { boundary, option, link } = prerenderedSection();
    const intent = createSectionGate();
    watchSection(boundary, intent);
    const clicks: boolean[] = [];
    option.addEventListener('click', (event) => clicks.push(event.defaultPrevented));

    option.click();
    expect(clicks).toEqual([true]);
    // A link is a link: its click is not held.
    expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);

    intent.live();
    await vi.waitFor(() => expect(clicks).toEqual([true, false]));
  });

  it('replays every answer ticked before the section is live, in order, and the last other press after them', async () => {
    const { boundary, option } = prerenderedSection();
    boundary.querySelector('form')?.insertAdjacentHTML(
      'afterbegin',
      `<input type="checkbox" id="leads"><label for="leads">More leads</label>
       <input type="checkbox" id="brand"><label for="brand">Brand awareness</label>`,
    );
    const leads = boundary.querySelector<HTMLInputElement>('#leads') as HTMLInputElement;
    const brandLabel = boundary.querySelector<HTMLLabelElement>('label[for="brand"]') as HTMLLabelElement;
    const intent = createSectionGate();
    watchSection(boundary, intent);
    const presses: string[] = [];
    boundary.addEventListener('click', (event) => {
      if (!event.defaultPrevented && event.target instanceof HTMLElement && event.target.id) presses.push(event.target.id);
    });

    leads.click();
    option.click();
    brandLabel.click();
    option.click();
    expect({ leads: leads.checked, brand: (boundary.querySelector('#brand') as HTMLInputElement).checked }).toEqual({ leads: false, brand: false });

    intent.live();
    await vi.waitFor(() => expect(presses).toEqual(['leads', 'brand', 'option']));
    expect({ leads: leads.checked, brand: (boundary.querySelector('#brand') as HTMLInputElement).checked }).toEqual({ leads: true, brand: true });
  });

  it('stops a submit before the section is live (no GET with the answers in the address) and submits once live', async () => {
    const { boundary, form, send } = prerenderedSection();
    const intent = createSectionGate();
    watchSection(boundary, intent);
    const submits: boolean[] = [];
    form.addEventListener('submit', (event) => {
      submits.push(event.defaultPrevented);
      event.preventDefault();
    });

    form.requestSubmit(send);
    expect(submits).toEqual([true]);
    intent.live();
    await vi.waitFor(() => expect(submits).toEqual([true, false]));
  });

  it('gives back what the visitor typed when the form’s code resets the field as it takes it over', async () => {
    const { boundary, email } = prerenderedSection();
    const intent = createSectionGate();
    watchSection(boundary, intent);
    email.value = 'ana@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));

    // react-hook-form registering the field with its default value.
    email.value = '';
    const heard: string[] = [];
    email.addEventListener('input', () => heard.push(email.value));
    intent.live();
    await vi.waitFor(() => expect(email.value).toBe('ana@example.com'));
    expect(heard).toEqual(['ana@example.com']);
  });

  it('loads every waiting section when a link needs an anchor that may be inside one', async () => {
    const first = createSectionGate();
    const second = createSectionGate();
    watchSection(prerenderedSection().boundary, first);
    expect(await settled(first.intended)).toBe(false);
    requestAllSections();
    expect(await settled(first.intended)).toBe(true);
    expect(await settled(second.intended)).toBe(true);
  });

  it('leaves presses alone once the section is live', async () => {
    const { boundary, option } = prerenderedSection();
    const intent = createSectionGate();
    watchSection(boundary, intent);
    intent.live();
    const clicks: boolean[] = [];
    option.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    option.click();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(clicks).toEqual([false]);
  });
});
