/**
 * The fuzz body generator: reproducible from its seed, covering every defect family and every field,
 * and, checked against the real schemas and body bounds, never producing a body an endpoint would
 * accept (a valid body would rightly be stored, and the fuzz test asserts that nothing is).
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { agreementAcceptanceSchema } from '../../../supabase/functions/_shared/rules/agreement-acceptance.ts';
import { bookCallRequestSchemaAt } from '../../../supabase/functions/_shared/rules/booking/schema.ts';
import { notifyNewLeadSchema } from '../../../supabase/functions/_shared/handlers/notify-new-lead.ts';
import { quizLeadRequestSchema } from '../../../supabase/functions/_shared/rules/quiz-lead.ts';
import { isAgreementBody } from '../../../supabase/functions/_shared/handlers/submit-lead.ts';
import { exitIntentRequestSchema, resourceDownloadRequestSchema, sendContactEmailRequestSchema } from '../../../supabase/functions/_shared/rules/submission.ts';
import {
  analyticsEventsSchema,
  consentChoiceSchema,
  conversionSchema,
  heatmapClicksSchema,
  heatmapScrollSchema,
} from '../../../supabase/functions/_shared/rules/tracking-schemas.ts';
import { parseJsonBody } from '../../../supabase/functions/_shared/infra/request-body.ts';
import { families, generateBodies, MEGABYTE, parsePath, Random, type FuzzBody, type FuzzTarget, type JsonObject } from './body-generator.ts';
import { fuzzTargets, GENERIC_TARGET } from './targets.ts';

const NOW = new Date();
const SEED = 'unit-test-seed';
const COUNT = 1_000;
const targets = await fuzzTargets(NOW);

/** What the endpoint's own checks say before any database work: the schema, after the body bound and, for beacons, the content type. */
type Oracle = (text: string) => boolean;

const schemaOracle =
  (schema: z.ZodType): Oracle =>
  (text) =>
    parseJsonBody(text, schema).ok;

function submitLeadOracle(text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  return parseJsonBody(text, isAgreementBody(parsed) ? agreementAcceptanceSchema : quizLeadRequestSchema).ok;
}

const oracles: Record<string, Oracle> = {
  'send-contact-email': schemaOracle(sendContactEmailRequestSchema),
  'submit-resource-download': schemaOracle(resourceDownloadRequestSchema),
  'exit-intent-signup': schemaOracle(exitIntentRequestSchema),
  'submit-lead': submitLeadOracle,
  'notify-new-lead': schemaOracle(notifyNewLeadSchema),
  'book-call': schemaOracle(bookCallRequestSchemaAt(NOW)),
  'track-conversion': schemaOracle(conversionSchema),
  'heatmap-clicks': schemaOracle(heatmapClicksSchema),
  'heatmap-scroll': schemaOracle(heatmapScrollSchema),
  'analytics-events': schemaOracle(analyticsEventsSchema),
  consent: schemaOracle(consentChoiceSchema),
};

const BEACON_CONTENT_TYPES = new Set(['', 'application/json', 'text/plain']);
const isBeacon = (target: FuzzTarget) => target.maxBodyBytes < GENERIC_TARGET.maxBodyBytes;

/** Whether the endpoint would accept this body and go on to store it. */
function accepted(target: FuzzTarget, oracle: Oracle, body: FuzzBody): boolean {
  if (body.bytes.byteLength > target.maxBodyBytes) return false;
  if (isBeacon(target) && body.contentType !== undefined) {
    const type = (body.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!BEACON_CONTENT_TYPES.has(type)) return false;
  }
  // As Request.text() decodes: the BOM dropped, invalid bytes as U+FFFD.
  return oracle(new TextDecoder().decode(body.bytes));
}

const withOracle = Object.entries(oracles).map(([name, oracle]) => [name, targets[name] as FuzzTarget, oracle] as const);

describe('Random', () => {
  it('gives the same numbers for the same seed and others for another seed', () => {
    const draw = (seed: string) => {
      const random = new Random(seed);
      return Array.from({ length: 20 }, () => random.next());
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
    expect(draw('a').every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('generateBodies', () => {
  it('is reproducible from its seed', () => {
    const target = targets['send-contact-email'] as FuzzTarget;
    // Compared by digest: a deep comparison of megabyte arrays, byte by byte, takes seconds.
    const digests = (seed: string) =>
      generateBodies(target, { seed, count: 200 }).map(({ bytes, ...rest }) => ({ ...rest, sha256: createHash('sha256').update(bytes).digest('hex') }));
    const first = digests(SEED);
    expect(digests(SEED)).toEqual(first);
    expect(digests(`${SEED}-other`).map((body) => body.sha256)).not.toEqual(first.map((body) => body.sha256));
  });

  it.each(withOracle)('%s: the examples are accepted, and each one without any of its required fields is not', (_name, target, oracle) => {
    for (const example of target.examples) {
      expect(oracle(JSON.stringify(example.body))).toBe(true);
      for (const required of example.required) {
        const body = JSON.parse(JSON.stringify(example.body)) as JsonObject;
        const path = parsePath(required);
        let parent: unknown = body;
        for (const segment of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[segment];
        Reflect.deleteProperty(parent as object, String(path[path.length - 1]));
        expect(oracle(JSON.stringify(body)), `without ${required}`).toBe(false);
      }
    }
  });

  it.each(withOracle)('%s: 1,000 bodies, none of which the endpoint would accept', (_name, target, oracle) => {
    const bodies = generateBodies(target, { seed: SEED, count: COUNT });
    expect(bodies).toHaveLength(COUNT);
    const valid = bodies.filter((body) => accepted(target, oracle, body)).map((body) => `#${body.index} ${body.family} (${body.detail}) ${body.decorations.join(', ')}`);
    expect(valid).toEqual([]);
  });

  it.each(withOracle)('%s: every family, every field given a wrong type, every required field left out', (_name, target) => {
    const bodies = generateBodies(target, { seed: SEED, count: COUNT });
    for (const family of families) expect(bodies.filter((body) => body.family === family).length, family).toBeGreaterThanOrEqual(20);
    const details = (family: string) => new Set(bodies.filter((body) => body.family === family).map((body) => body.detail));
    const wrongTypes = [...details('wrong-type')].join('\n');
    for (const example of target.examples) {
      for (const key of Object.keys(example.body)) expect(wrongTypes).toMatch(new RegExp(`^${key.replace(/[-.]/g, '\\$&')} = `, 'm'));
      for (const required of example.required) expect(details('missing-required')).toContain(`without ${required}`);
    }
    const megabytes = bodies.filter((body) => body.bytes.byteLength >= MEGABYTE);
    expect(megabytes.length).toBeGreaterThanOrEqual(2);
    expect(megabytes.length).toBeLessThanOrEqual(5);
  });

  it('decorates some bodies with each decoration', () => {
    const bodies = generateBodies(targets['heatmap-clicks'] as FuzzTarget, { seed: SEED, count: COUNT });
    const decorations = bodies.flatMap((body) => body.decorations.map((decoration) => decoration.split(' ')[0]));
    for (const decoration of ['extra-fields', 'proto-keys', 'control-characters', 'unicode-extra', 'bom', 'content-type']) {
      expect(decorations.filter((name) => name === decoration).length, decoration).toBeGreaterThanOrEqual(10);
    }
    const texts = bodies.map((body) => new TextDecoder().decode(body.bytes));
    for (const key of ['"__proto__"', '"constructor"', '"prototype"', '\\u0000', '\\ud800']) expect(texts.some((text) => text.includes(key)), key).toBe(true);
  });

  it('makes bodies that even a schema accepting any object refuses, for a function without an example', () => {
    const anyObject = schemaOracle(z.object({}).loose());
    const bodies = generateBodies(GENERIC_TARGET, { seed: SEED, count: COUNT });
    expect(bodies.filter((body) => accepted(GENERIC_TARGET, anyObject, body)).map((body) => `#${body.index} ${body.family}`)).toEqual([]);
  });

  it('never pollutes a prototype while building bodies', () => {
    generateBodies(targets['analytics-events'] as FuzzTarget, { seed: SEED, count: 300 });
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
