import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims the local backend reads; Supabase's tokens carry the same names. */
export interface JwtClaims {
  role?: string;
  sub?: string;
  exp?: number;
  iat?: number;
  [claim: string]: unknown;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

function signature(secret: string, signingInput: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${signature(secret, signingInput).toString('base64url')}`;
}

export type JwtVerification = { ok: true; claims: JwtClaims } | { ok: false; reason: string };

/** Verifies an HS256 token's signature and expiry. Other algorithms are refused, never trusted. */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtVerification {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'token is malformed' };
  const [header, payload, sig] = parts as [string, string, string];
  let claims: JwtClaims;
  try {
    const decodedHeader: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (typeof decodedHeader !== 'object' || decodedHeader === null || (decodedHeader as { alg?: unknown }).alg !== 'HS256') {
      return { ok: false, reason: 'signing method is not HS256' };
    }
    const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) {
      return { ok: false, reason: 'token is malformed' };
    }
    claims = decoded as JwtClaims;
  } catch {
    return { ok: false, reason: 'token is malformed' };
  }
  const expected = signature(secret, `${header}.${payload}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature is invalid' };
  }
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) {
    return { ok: false, reason: 'token has expired' };
  }
  return { ok: true, claims };
}
