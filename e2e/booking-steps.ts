import type { Locator, Page } from '@playwright/test';
import { BACKEND_URL, mailFor, type MailboxMessage } from './backend.ts';
import { expect, waitForReact } from './fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A random weekday after the first bookable date and up to the last (the date input's min and max):
 * every one of them offers a full day of slots, and spreading the journeys' bookings over the
 * window keeps them from competing for the same few slots.
 */
function randomBookableWeekday(min: string, max: string): string {
  const first = Date.parse(`${min}T00:00:00Z`) + DAY_MS;
  const days = Math.round((Date.parse(`${max}T00:00:00Z`) - first) / DAY_MS);
  for (;;) {
    const day = new Date(first + Math.floor(Math.random() * (days + 1)) * DAY_MS);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) return day.toISOString().slice(0, 10);
  }
}

/**
 * Fills the date and time fields within `form` with a random bookable weekday and one of its times, then
 * presses `submit` (after `beforeSubmit`) until `done` shows; when the server answers that the slot was
 * just taken, the form's refreshed list is used for another try. Other journeys (and the other browser
 * project) book on the same backend, so random slots keep them apart.
 */
async function submitWithAFreeSlot(page: Page, form: Locator, submit: Locator, done: Locator, beforeSubmit: () => Promise<void> = async () => undefined) {
  const date = form.getByLabel(/^Preferred date/);
  await waitForReact(date);
  await expect(date).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  await expect(date).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
  await date.fill(randomBookableWeekday((await date.getAttribute('min')) ?? '', (await date.getAttribute('max')) ?? ''));
  const time = form.getByRole('combobox', { name: /^Preferred time/ });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await time.click();
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    const options = listbox.getByRole('option');
    const choice = options.nth(Math.floor(Math.random() * (await options.count())));
    // Radix ignores a pointer-up that comes right after the list opened: click again until it closes.
    await expect(async () => {
      if (await listbox.isVisible()) await choice.click();
      await expect(listbox).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await beforeSubmit();
    await submit.click();
    // The message under the time field (the toast outlives a retry; choosing another time clears this one).
    // The field is found by a combobox looked for inside it: `time` itself, which starts from the form,
    // would be looked for as a form within the field, and match nothing.
    const timeField = form.locator('[data-slot="form-field"]').filter({ has: page.getByRole('combobox', { name: /^Preferred time/ }) });
    const taken = timeField.getByText('Sorry, that time was just booked.', { exact: false });
    // A server round trip through the one in-memory database every journey shares: on a loaded host it
    // can take longer than an expectation's default 5 s.
    await expect(done.or(taken)).toBeVisible({ timeout: 15_000 });
    if (await done.isVisible()) return;
  }
  throw new Error('every slot tried was taken');
}

/** Books a free slot on /call-booking, ticking the human check. */
export async function bookAFreeSlot(page: Page, email: string) {
  const book = page.getByRole('button', { name: 'Book My Free Call' });
  const form = page.locator('form').filter({ has: book });
  await waitForReact(form.getByLabel(/^Preferred date/));
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Phone/ }).fill('(555) 010-2030');
  // Without RECAPTCHA keys the local human check stands in, as on the contact forms; each answer spends
  // its token, so a retry after a taken slot ticks a fresh one.
  await submitWithAFreeSlot(page, form, book, page.getByRole('heading', { name: "You're All Set!" }), () =>
    form.getByRole('checkbox', { name: "I'm not a robot" }).check(),
  );
}

/** On /manage-booking, moves the call to a free slot through the move form. */
export async function moveToAFreeSlot(page: Page) {
  await page.getByRole('button', { name: 'Move to another time' }).click();
  const submit = page.getByRole('button', { name: 'Move My Call' });
  const form = page.locator('form').filter({ has: submit });
  await submitWithAFreeSlot(page, form, submit, page.getByText('Your call has moved.').first());
}

/** In the dashboard's Move dialog, moves the call to a free slot. */
export async function moveFromTheDashboard(page: Page, dialog: Locator) {
  const submit = dialog.getByRole('button', { name: 'Move the call' });
  await submitWithAFreeSlot(page, dialog.locator('form'), submit, page.getByText('Call moved.', { exact: false }).first());
}

/** The manage link in the newest message that has one, as a site path with its fragment (the mailbox's links name SITE_URL's host). */
export async function manageLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailFor(email)).map((message) => /https?:\/\/[^/\s]+(\/manage-booking#[A-Za-z0-9_-]{43})/.exec(message.text)?.[1]).find(Boolean);
      return link;
    })
    .toBeDefined();
  return link ?? '';
}

/** The text of a message's calendar invite, its folded lines unfolded. */
export async function inviteOf(message: MailboxMessage): Promise<string> {
  const response = await fetch(`${BACKEND_URL}/mailbox/${message.id}/attachments/0`);
  expect(response.status).toBe(200);
  return (await response.text()).replace(/\r\n /g, '');
}

/** The newest message to `email` whose subject says `words`, once it has arrived. */
export async function mailSaying(email: string, words: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await mailFor(email)).find((message) => message.subject.includes(words));
      return found !== undefined;
    })
    .toBe(true);
  return found as MailboxMessage;
}
