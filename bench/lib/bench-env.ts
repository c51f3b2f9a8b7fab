/**
 * What the benches share about where they write and which function secrets they run the local backend
 * with: stdout holds only a bench's report, progress and the functions' own logs go to stderr.
 */
import { identitySender } from '../../supabase/functions/_shared/rules/content/site-identity.ts';

export const log = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

/** The functions log refused and failed requests with console.info: to stderr, so stdout keeps the report. */
export function sendFunctionLogsToStderr(): void {
  console.info = (...args: unknown[]) => log(args.map(String).join(' '));
}

/**
 * Secrets for a bench that submits many leads from one address: mail as the local backend sends it, and
 * every per-client and per-address limit out of the way (the abuse bench keeps production's defaults).
 */
export const unlimitedFunctionSecrets: Readonly<Record<string, string>> = {
  EMAIL_FROM: identitySender(),
  TEAM_NOTIFICATION_EMAIL: 'team@example.com',
  SITE_URL: 'http://localhost:5173',
  LEAD_RATE_LIMIT_PER_IP: '1000000',
  LEAD_RATE_LIMIT_PER_FUNCTION: '1000000',
  LEAD_RATE_LIMIT_PER_EMAIL: '1000000',
  BOOKING_LIVE_LIMIT_PER_IP: '1000000',
};
