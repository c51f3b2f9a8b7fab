/** Leaves the site for `url`. A module of its own so tests can replace it: jsdom cannot navigate. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
