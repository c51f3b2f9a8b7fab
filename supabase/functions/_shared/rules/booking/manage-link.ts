/**
 * The private link in a booking's confirmation that lets the visitor see, move or cancel the call
 * without an account. The token is 256 random bits; the database keeps only its SHA-256, so a copy of
 * the table opens no booking. It travels in the URL's fragment (/manage-booking#<token>), which
 * browsers send to no server, so it stays out of access logs, analytics and Referer headers.
 */
import { z } from 'zod';
import { bytesBase64 } from '../base64.ts';
import { sha256Hex } from '../sha256-hex.ts';
import { INCOMPLETE_LINK_MESSAGE, MANAGE_TOKEN_PATTERN } from './manage-token.ts';

const TOKEN_BYTES = 32;

export const manageTokenSchema = z.string().regex(MANAGE_TOKEN_PATTERN, INCOMPLETE_LINK_MESSAGE);

/** base64url (RFC 4648 §5) without padding: safe in a URL as it is. */
function base64url(bytes: Uint8Array): string {
  return bytesBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new token for one booking (Web Crypto's random source, in Deno, Node and browsers alike). */
export function newManageToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

/** What the database stores and looks a token up by. */
export function hashManageToken(token: string): Promise<string> {
  return sha256Hex(token);
}

/** The address of the booking's page on the site, the token in its fragment. */
export function manageBookingUrl(siteUrl: string, token: string): string {
  return new URL(`/manage-booking#${token}`, siteUrl).href;
}
