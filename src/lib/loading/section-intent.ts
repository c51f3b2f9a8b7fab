/**
 * When an island's code may load (island.tsx), and what the visitor did to its served markup before
 * it could answer.
 *
 * The code of a form (react-hook-form, zod, the backend client) is most of what a form page
 * downloads and runs; most visits never touch the form. So it loads when the visitor shows intent:
 * - points at the section, presses in it, focuses it or types in it;
 * - scrolls so that it comes within a viewport of the screen (being on screen when the page opens
 *   is not intent by itself; a scroll after that is).
 *
 * Until the section is live, its served markup is plain HTML. Typing in a field works, and
 * what was typed is put back once the form's code has taken the field over (react-hook-form resets
 * a field to its default as it registers it). A press on a button, label or option, and a submit,
 * are held: the browser's default is prevented (a form would otherwise submit itself as a GET,
 * with the visitor's answers in the address) and replayed once the section is live: every tick of a
 * checkbox or radio, in order (two goals ticked on a slow phone are two answers), then the last other
 * press or the submit (a second press on "Next" is impatience, not a second step).
 * Links are left alone: they work as links.
 */

import type { SectionGate } from './section-gate';

/** How close a section must come to the screen, after a scroll, for its code to load: one viewport. */
const approachMargin = '100% 0px';

/** What says the visitor means to use the section. */
const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A press the section could not answer yet, and how it was made (Radix opens a select on a mouse's pointerdown). */
interface HeldPress {
  target: Element;
  pointerType: string;
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** A field whose value is text (not a checkbox, radio or button), which react-hook-form resets on registering. */
const holdsText = (field: Field) => !(field instanceof HTMLInputElement) || !['checkbox', 'radio', 'button', 'submit', 'reset', 'file'].includes(field.type);

/**
 * Puts `value` into a field as typing would, so that the form's state hears it. React remembers the
 * value it last saw on the element's own `value` property and calls onChange only when the input event
 * finds another: the field is emptied through that property (a controlled field hydrates with the typed
 * text still in it, which React takes as already seen), then filled through the prototype's setter.
 */
function retype(field: Field, value: string): void {
  field.value = '';
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Whether a press sets an answer (a checkbox or radio, or the label of one) rather than acting. */
function isToggle(target: Element): boolean {
  const control = target instanceof HTMLLabelElement ? target.control : target.closest('input');
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

function replayPress({ target, pointerType }: HeldPress): void {
  if (typeof PointerEvent === 'function' && pointerType) {
    const init = { bubbles: true, cancelable: true, composed: true, isPrimary: true, pointerType, button: 0 };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
  }
  if (target instanceof HTMLElement) target.click();
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
}

/**
 * Watches an island's wrapper until it goes live: opens the gate on intent, holds presses and
 * submits, notes typed text, and replays them once the gate reports the island live. Returns a
 * function that stops watching.
 */
export function watchSection(boundary: HTMLElement, gate: SectionGate): () => void {
  if (gate.isLive) return () => undefined;
  let lastPointerType = '';
  const toggles: HeldPress[] = [];
  let press: HeldPress | null = null;
  let submit: HTMLFormElement | null = null;
  const typed = new Map<Field, string>();
  const inside = (target: EventTarget | null) => target instanceof Node && boundary.contains(target);
  const controller = new AbortController();
  const listen = <K extends keyof DocumentEventMap>(type: K, listener: (event: DocumentEventMap[K]) => void, passive = true) =>
    // Capture on the document: React's root listener, below it, stops a press on markup it has not hydrated.
    document.addEventListener(type, listener, { capture: true, passive, signal: controller.signal });

  for (const type of intentEvents) listen(type, (event) => inside(event.target) && gate.request());
  listen('pointerdown', (event) => {
    if (inside(event.target)) lastPointerType = event.pointerType;
  });
  listen(
    'click',
    (event) => {
      if (!inside(event.target) || !(event.target instanceof Element) || event.target.closest('a[href]')) return;
      event.preventDefault();
      const held = { target: event.target, pointerType: lastPointerType };
      if (isToggle(event.target)) {
        toggles.push(held);
      } else {
        press = held;
        submit = null;
      }
      gate.request();
    },
    false,
  );
  listen(
    'submit',
    (event) => {
      if (!(event.target instanceof HTMLFormElement) || !inside(event.target)) return;
      event.preventDefault();
      submit = event.target;
      press = null;
      gate.request();
    },
    false,
  );
  listen('input', (event) => {
    if (inside(event.target) && isField(event.target) && holdsText(event.target)) typed.set(event.target, event.target.value);
  });

  // Within a viewport, from the first scroll on: being on screen as the page opens is not intent.
  // Every child: the wrapper is display: contents, and an island may be several sections long.
  const observeApproach = () => {
    const targets = [...boundary.children];
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') {
      gate.request();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.request(), {
      rootMargin: approachMargin,
    });
    for (const target of targets) observer.observe(target);
    controller.signal.addEventListener('abort', () => observer.disconnect());
  };
  // A page already scrolled (an island inside another that a scroll just hydrated, a page opened at its
  // #anchor) is past its opening screen: look at once.
  if (window.scrollY !== 0) observeApproach();
  else window.addEventListener('scroll', observeApproach, { once: true, passive: true, signal: controller.signal });

  gate.onLive(() => {
    controller.abort();
    // After the section's own effects and react-hook-form's registration, which resets each field.
    window.setTimeout(() => {
      for (const [field, value] of typed) if (field.isConnected && value !== '') retype(field, value);
      typed.clear();
      for (const toggle of toggles.splice(0)) if (toggle.target.isConnected) replayPress(toggle);
      if (submit?.isConnected) submit.requestSubmit();
      else if (press?.target.isConnected) replayPress(press);
      submit = null;
      press = null;
    }, 0);
  });
  return () => controller.abort();
}
