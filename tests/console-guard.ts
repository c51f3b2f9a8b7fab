import { afterEach, beforeEach, vi } from 'vitest';

/**
 * An unexpected console.error is a bug (React warnings, hydration mismatches, a backend's 500):
 * fail the test that caused it instead of letting it scroll by.
 */
export function failOnConsoleError(afterEachTest: () => void = () => undefined): void {
  let consoleErrors: unknown[][] = [];
  beforeEach(() => {
    consoleErrors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      consoleErrors.push(args);
    });
  });
  afterEach(() => {
    afterEachTest();
    const errors = consoleErrors;
    consoleErrors = [];
    if (errors.length > 0) {
      throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
    }
  });
}
