import {
  createLocalJWKSet,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JSONWebKeySet,
  type JWK,
  type JWTPayload,
  type JWTVerifyOptions,
  type JWTVerifyResult,
} from 'jose';

/** The claims the local backend reads; Supabase's tokens carry the same names. */
export interface JwtClaims {
  role?: string;
  sub?: string;
  exp?: number;
  iat?: number;
  [claim: string]: unknown;
}

/** Why a token was refused, in the words PostgREST and GoTrue's messages are chosen by (rest/index.ts, auth/tokens.ts). */
export type JwtFailure = 'token is malformed' | 'signature is invalid' | 'token has expired' | 'signing method is not accepted';

export type JwtVerification = { ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailure };

/**
 * Signs and verifies the project's JWTs: sessions, and the short-lived role tokens the gateway mints for
 * an API key. Signed with an asymmetric key whose public half anyone may fetch as a JWKS
 * (/auth/v1/.well-known/jwks.json); a token of any other algorithm (a legacy HS256 key or session, say)
 * is refused.
 */
export interface TokenSigner {
  readonly algorithm: 'ES256';
  sign(claims: JwtClaims): Promise<string>;
  verify(token: string, nowSeconds?: number): Promise<JwtVerification>;
  /** The public keys that verify this signer's tokens. */
  readonly jwks: JSONWebKeySet;
}

function failureOf(error: unknown): JwtFailure {
  if (error instanceof errors.JWTExpired) return 'token has expired';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature is invalid';
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JWKSNoMatchingKey) return 'signing method is not accepted';
  return 'token is malformed';
}

/** Runs one of jose's verifications with the backend's clock, and turns its error into a reason. */
async function verifyWith(
  verification: (options: JWTVerifyOptions) => Promise<JWTVerifyResult>,
  algorithm: string,
  nowSeconds: number | undefined,
): Promise<JwtVerification> {
  try {
    const { payload } = await verification({
      algorithms: [algorithm],
      ...(nowSeconds === undefined ? {} : { currentDate: new Date(nowSeconds * 1000) }),
    });
    return { ok: true, claims: payload as JwtClaims };
  } catch (error) {
    return { ok: false, reason: failureOf(error) };
  }
}

/** A signing key as stored between runs: the private JWK, whose `kid` names it in every token's header. */
export type StoredSigningKey = JWK & { kid: string; alg: 'ES256' };

export async function generateSigningKey(): Promise<StoredSigningKey> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: crypto.randomUUID(), alg: 'ES256', use: 'sig' };
}

/**
 * Today's signer: ES256 (ECC P-256, the default of Supabase's JWT signing keys). Tokens name their key
 * by `kid`, and verification goes through the published JWKS, as a function or another service would.
 */
export async function es256Signer(signingKey: StoredSigningKey): Promise<TokenSigner> {
  const privateKey = await importJWK(signingKey, 'ES256');
  const { d: _private, ...publicJwk } = signingKey;
  const jwks: JSONWebKeySet = { keys: [{ ...publicJwk, key_ops: ['verify'] }] };
  const keySet = createLocalJWKSet(jwks);
  return {
    algorithm: 'ES256',
    jwks,
    sign: (claims) =>
      new SignJWT(claims as JWTPayload).setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: signingKey.kid }).sign(privateKey),
    verify: (token, nowSeconds) => verifyWith((options) => jwtVerify(token, keySet, options), 'ES256', nowSeconds),
  };
}
