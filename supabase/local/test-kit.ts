/** What the local backend's unit tests share. */
import { SignJWT, type JWTPayload } from 'jose';

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

/**
 * A JWT signed HS256 with `secret`, as every key and session of a project with legacy keys was (the anon
 * and service_role keys among them): what a test presents to prove that the backend refuses one.
 */
export function legacyHs256Jwt(secret: string, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}
