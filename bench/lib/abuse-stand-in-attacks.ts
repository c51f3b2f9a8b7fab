/**
 * bench/abuse's checks of the local backend's fidelity where a stranger could use the difference (issue 43):
 * the secret key sent from a browser, which hosted Supabase refuses, and the mailbox read from another
 * machine, which matters once the backend is bound beyond loopback.
 */
import { TEST_CLIENT_ADDRESS_HEADER } from '../../tests/backend/harness.ts';
import { countAccepted, statusTally } from './abuse-report.ts';
import type { Attack } from './abuse-kit.ts';

const BROWSER_HEADERS = {
  origin: 'https://evil.example',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

export const strangerOnTheStandIn: Attack = async (backend) => {
  const key = backend.secretKey;
  const requests: [string, Record<string, string>][] = [
    ['/rest/v1/leads?select=id', { ...BROWSER_HEADERS, apikey: key }],
    ['/rest/v1/leads?select=id', { ...BROWSER_HEADERS, apikey: backend.publishableKey, authorization: `Bearer ${key}` }],
    [`/rest/v1/leads?select=id&apikey=${key}`, BROWSER_HEADERS],
    ['/auth/v1/admin/users', { ...BROWSER_HEADERS, apikey: key }],
    ['/mailbox/messages', { [TEST_CLIENT_ADDRESS_HEADER]: '198.51.100.7' }],
    ['/mailbox', { [TEST_CLIENT_ADDRESS_HEADER]: '198.51.100.7' }],
  ];
  const statuses: number[] = [];
  for (const [path, headers] of requests) {
    const response = await fetch(`${backend.url}${path}`, { headers });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return {
    attack: 'the stand-in: the secret key from a browser (4 ways), the mailbox from another machine (2)',
    requests: statuses.length,
    accepted: countAccepted(statuses),
    emails: null,
    target: 'each 401, as hosted Supabase refuses a browser’s secret key',
    observed: statusTally(statuses),
    held: statuses.every((status) => status === 401),
  };
};
