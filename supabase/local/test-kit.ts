/** What the local backend's unit tests share. */

/** What `run` throws, which must be an `ErrorClass`: a test of a refusal reads its status, code and message from it. */
export function thrownError<ErrorType extends Error>(ErrorClass: new (...args: never[]) => ErrorType, run: () => unknown): ErrorType {
  try {
    run();
  } catch (error) {
    if (error instanceof ErrorClass) return error;
    throw error;
  }
  throw new Error(`expected a ${ErrorClass.name} to be thrown`);
}
