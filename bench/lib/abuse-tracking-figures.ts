/**
 * bench/abuse's attacks on the dashboard's tracking figures (issue 43, item 6): one session repeating
 * its A/B view and CTA click 400 times each, and a minute of $1,000,000 conversions from one session.
 * Within the per-address beacon limit both used to count in full (variant B went from 317 views and 35
 * clicks to 717 and 435); a session now counts once, and a conversion is stored at the server's value.
 * Many sessions made up by one address are the beacon flood's row: the per-address limit bounds them.
 */
import { randomUUID } from 'node:crypto';
import { TRACKING_RATE_LIMIT } from '../../supabase/functions/_shared/handlers/tracking.ts';
import { conversionValueOf } from '../../supabase/functions/_shared/rules/conversion-value.ts';
import { uniqueIp } from '../../tests/backend/lead-test-kit.ts';
import { abFigures, abStuffingBatch, AB_STUFFING_BATCHES, FORGED_CONVERSION_VALUE, forgedConversion, postBeacon } from '../../tests/backend/tracking-figures-kit.ts';
import { countAccepted, statusTally } from './abuse-report.ts';
import type { Attack } from './abuse-kit.ts';

/** 40 batches of 10 views and 10 CTA clicks of variant B, all from one session, sent at once. */
export const abTestStuffing: Attack = async (backend) => {
  const ip = uniqueIp();
  const batch = abStuffingBatch(`bench-ab-${randomUUID()}`, 'B');
  const before = await abFigures(backend, 'B');
  const statuses = await Promise.all(Array.from({ length: AB_STUFFING_BATCHES }, () => postBeacon(backend, '/api/analytics-events', batch, ip)));
  const after = await abFigures(backend, 'B');
  const views = after.views - before.views;
  const clicks = after.cta_clicks - before.cta_clicks;
  return {
    attack: `A/B stuffing: ${AB_STUFFING_BATCHES} batches of 20 views and clicks, 1 session`,
    requests: statuses.length,
    accepted: countAccepted(statuses),
    emails: null,
    target: 'B’s sessions shown and clicked move by ≤ 1 each',
    observed: `${statusTally(statuses)}; B +${views} shown, +${clicks} clicked`,
    held: views <= 1 && clicks <= 1,
  };
};

/** A minute's worth of generate_lead conversions naming $1,000,000 each, from one session. */
export const forgedConversionValue: Attack = async (backend) => {
  const ip = uniqueIp();
  const sessionId = `bench-value-${randomUUID()}`;
  const statuses: number[] = [];
  for (let request = 0; request < TRACKING_RATE_LIMIT.maxRequests; request += 1) {
    statuses.push(await postBeacon(backend, '/api/track-conversion', forgedConversion(sessionId, 'generate_lead'), ip));
  }
  const { rows } = await backend.db.query<{ n: number; total: number }>(
    'select count(*)::int as n, coalesce(sum(conversion_value), 0)::float8 as total from public.tracking_conversions where session_id = $1',
    [sessionId],
  );
  const stored = rows[0]?.n ?? 0;
  const total = rows[0]?.total ?? 0;
  const value = conversionValueOf('generate_lead');
  return {
    attack: `forged value: ${TRACKING_RATE_LIMIT.maxRequests} conversions of $${FORGED_CONVERSION_VALUE.toLocaleString('en-US')}, 1 session`,
    requests: statuses.length,
    accepted: countAccepted(statuses),
    emails: null,
    target: `1 stored, at the server’s $${value}`,
    observed: `${statusTally(statuses)}; ${stored} stored, $${total.toLocaleString('en-US')} in all`,
    held: stored <= 1 && total <= value,
  };
};
