/**
 * `npm run bench:abuse`: the attacks of docs/decisions/013 replayed against the local backend, with its default
 * limits. Starts the backend in this process on a free port, over an in-memory PGlite (or a scratch
 * database on the PostgreSQL server of --database-url, dropped afterwards), with mail going to the local
 * mailbox and only the secrets mail needs (EMAIL_FROM, TEAM_NOTIFICATION_EMAIL, SITE_URL): every rate limit
 * and cap is production's default. Prints a Markdown table, one row per attack: requests sent, requests
 * accepted (2xx), e-mails that reached the attacked address(es) in the mailbox once every pending e-mail
 * was sent, what the control promises, what was measured, and whether it held. Exits non-zero when any
 * control did not hold (or an attack could not be run).
 *
 *   npm run bench:abuse [-- --database-url postgres://…]
 *
 * Requests name their client address with the harness's x-test-client-address header, which the local
 * backend takes as the TCP peer's address (as Supabase's edge does) and then removes; a forged
 * X-Forwarded-For or CF-Connecting-IP is sent as an attacker would send it. Human-checked forms get a
 * local check token, which passes on loopback, so the caps are what stop them. Takes seconds,
 * plus up to 10 s waiting for a fresh minute so that the beacon flood is judged within one window.
 *
 * The rows, numbered as decision 013's findings: 1 mail cannon and attacker text in the e-mail, 2 spoofed
 * X-Forwarded-For, 3 beacon flood, 4 slow e-mail pattern, 5 calendar take-over (per client, per e-mail),
 * 6 staff lock-out, 7 token after sign-out, 8 mailto injection, 9 booking with a known lead's e-mail,
 * 10 TOTP guessing, 11 local human check off loopback, 12 hostile REST bodies. Item 11 is checked
 * in-process, not over HTTP: this backend is on loopback, where local tokens are meant to pass, so the
 * check is built by the functions' own wiring with a hosted project's environment (abuse-staff-attacks.ts).
 * Item 13 (attacker text on /pathfinder/results and /service-agreement) is the site's, not the backend's:
 * its unit tests cover it, and this bench leaves it out. The rows after those are issue 43's: a NUL
 * character in what the auth API reads (item 9); lead fields that hide a formula from the dashboard's CSV
 * export, read back with "," and ";" as the separator (item 7); junk from many addresses that would spend a
 * function's budget for everyone (item 1); acceptances from many addresses that would close the agreement
 * to a real client (item 4); acceptances at prices the agency never quoted (item 5); the secret key sent
 * from a browser and the mailbox read from another machine.
 * Issue 43's item 2 follows item 6: 5 wrong passwords from each of 4 addresses and 30 more from new ones,
 * then the admin's right password from a fifth address, which gets in through the code it e-mails
 * (abuse-staff-new-address.ts).
 * Issue 43's item 3: one stranger's mailbox under many spellings (plus tags, Gmail's dots and
 * googlemail.com) through the forms without a human check (decision 026).
 * Issue 43's item 6: one session repeating its A/B view and CTA click 400 times each, and a minute
 * of $1,000,000 conversions from one session (abuse-tracking-figures.ts).
 */
import { parseArgs } from 'node:util';
import { startLeadBackend } from '../tests/backend/lead-test-kit.ts';
import type { Attack } from './lib/abuse-kit.ts';
import { agreementAtAnyPrice, agreementGlobalCap } from './lib/abuse-agreement-attacks.ts';
import { csvFormulaInjection } from './lib/abuse-export-attacks.ts';
import { beaconFlood, bookingMovesLead, calendarForOneEmail, calendarFromOneClient, junkClosesFunction, spoofedForwardedFor } from './lib/abuse-limit-attacks.ts';
import { strangerOnTheStandIn } from './lib/abuse-stand-in-attacks.ts';
import { attackerTextInEmail, mailCannon, mailtoInjection, slowEmailPattern } from './lib/abuse-mail-attacks.ts';
import { mailboxSpellings } from './lib/abuse-mailbox-spellings.ts';
import { brokenControls, formatAbuseTable, type AttackResult } from './lib/abuse-report.ts';
import { hostileRest, humanCheckOffOutsideLoopback, nulInAuthRequests, staffLockOut, tokenAfterSignOut, totpGuessing } from './lib/abuse-staff-attacks.ts';
import { staffKeptOutOfNewAddress } from './lib/abuse-staff-new-address.ts';
import { abTestStuffing, forgedConversionValue } from './lib/abuse-tracking-figures.ts';
import { visitorReachesWebhooks, webhookAimedInside } from './lib/abuse-webhook-attacks.ts';
import { calendarFeedGuessed } from './lib/abuse-calendar-feed-attacks.ts';
import { log, sendFunctionLogsToStderr } from './lib/bench-env.ts';

const ATTACKS: readonly Attack[] = [
  mailCannon,
  attackerTextInEmail,
  spoofedForwardedFor,
  beaconFlood,
  slowEmailPattern,
  calendarFromOneClient,
  calendarForOneEmail,
  staffLockOut,
  staffKeptOutOfNewAddress,
  tokenAfterSignOut,
  mailtoInjection,
  bookingMovesLead,
  totpGuessing,
  humanCheckOffOutsideLoopback,
  hostileRest,
  nulInAuthRequests,
  csvFormulaInjection,
  junkClosesFunction,
  agreementGlobalCap,
  agreementAtAnyPrice,
  strangerOnTheStandIn,
  mailboxSpellings,
  abTestStuffing,
  forgedConversionValue,
  webhookAimedInside,
  visitorReachesWebhooks,
  calendarFeedGuessed,
];

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
// The backend tests' harness, which starts the backend, takes its PostgreSQL server from DATABASE_URL.
if (values['database-url']) process.env.DATABASE_URL = values['database-url'];

sendFunctionLogsToStderr();

async function main(): Promise<number> {
  // Mail's secrets and nothing else: every limit is the default production runs with.
  const backend = await startLeadBackend();
  log(`bench/abuse: ${backend.db.kind === 'pglite' ? 'PGlite in memory' : 'PostgreSQL (scratch database)'}, backend at ${backend.url}`);
  const results: AttackResult[] = [];
  try {
    for (const attack of ATTACKS) {
      const started = performance.now();
      try {
        results.push(await attack(backend));
      } catch (error) {
        results.push({
          attack: attack.name,
          requests: 0,
          accepted: 0,
          emails: null,
          target: 'the attack runs',
          observed: `the bench failed: ${error instanceof Error ? error.message : String(error)}`,
          held: false,
        });
      }
      log(`  ${results.at(-1)?.attack ?? attack.name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await backend.stop();
  }

  console.log(formatAbuseTable(results));
  const broken = brokenControls(results);
  if (broken.length > 0) {
    console.error(`\nbench/abuse: ${broken.length} control${broken.length === 1 ? '' : 's'} did not hold:\n${broken.map((line) => `  ${line}`).join('\n')}`);
    return 1;
  }
  console.log(`\nEvery one of the ${results.length} attacks was stopped.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench/abuse failed to run:', error);
    process.exit(1);
  },
);
