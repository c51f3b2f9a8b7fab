/**
 * What bench/scale writes into its database's comment (`comment on database lead_site_scale is '…'`) once
 * the database is filled, so that the next run can reuse it: the volumes, the migrations it was built
 * from, a digest of the fill's SQL, when, and how long filling took. Kept out of `public`, where a table
 * would be one more thing the schema tests and the API see.
 */
import { z } from 'zod';
import type { ScaleVolumes } from './scale-data.ts';

/**
 * Filled data ages: its rows end at the moment of the fill, so each day after it empties one more day of
 * the Analytics tab's 7-day window. Past this age the bench fills again rather than time half-empty panels.
 */
export const MARKER_MAX_AGE_DAYS = 3;

const volumesSchema = z.object({
  leads: z.number(),
  leadEvents: z.number(),
  leadNotes: z.number(),
  bookings: z.number(),
  emails: z.number(),
  clicks: z.number(),
  scrollSamples: z.number(),
  analyticsEvents: z.number(),
  consentRecords: z.number(),
}) satisfies z.ZodType<ScaleVolumes>;

const markerSchema = z.object({
  bench: z.literal('scale'),
  volumes: volumesSchema,
  /** The migration files applied, in order. */
  migrations: z.array(z.string()),
  /** A digest of those files' contents: a migration edited in place changes it. */
  migrationsDigest: z.string(),
  /** A digest of the fill's statements (bench/lib/scale-data.ts). */
  dataDigest: z.string(),
  filledAt: z.iso.datetime(),
  fillSeconds: z.number(),
  /** Rows per table after the fill. */
  rows: z.record(z.string(), z.number()),
});

export type ScaleMarker = z.infer<typeof markerSchema>;

/** What the database must have been filled from to be reused. */
export type ScaleMarkerExpectation = Pick<ScaleMarker, 'volumes' | 'migrations' | 'migrationsDigest' | 'dataDigest'>;

export function formatScaleMarker(marker: ScaleMarker): string {
  return JSON.stringify(marker);
}

/** The marker in a database comment; null for no comment, someone else's comment, or a marker of an older shape. */
export function parseScaleMarker(comment: string | null | undefined): ScaleMarker | null {
  if (!comment) return null;
  let json: unknown;
  try {
    json = JSON.parse(comment);
  } catch {
    return null;
  }
  const parsed = markerSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

function sameVolumes(a: ScaleVolumes, b: ScaleVolumes): boolean {
  return (Object.keys(b) as (keyof ScaleVolumes)[]).every((key) => a[key] === b[key]);
}

/** Why the database must be filled again, or null when its marker says it holds what this run needs. */
export function refillReason(marker: ScaleMarker | null, expected: ScaleMarkerExpectation, now: Date): string | null {
  if (!marker) return 'it has no marker of a finished fill';
  if (!sameVolumes(marker.volumes, expected.volumes)) return 'it was filled at other volumes';
  const added = expected.migrations.filter((file) => !marker.migrations.includes(file));
  const removed = marker.migrations.filter((file) => !expected.migrations.includes(file));
  if (added.length > 0 || removed.length > 0) {
    return `the migrations changed (${[...added.map((file) => `new ${file}`), ...removed.map((file) => `gone ${file}`)].join(', ')})`;
  }
  if (marker.migrationsDigest !== expected.migrationsDigest) return 'a migration was edited since the fill';
  if (marker.dataDigest !== expected.dataDigest) return 'bench/lib/scale-data.ts changed since the fill';
  const ageDays = (now.getTime() - Date.parse(marker.filledAt)) / 86_400_000;
  if (ageDays > MARKER_MAX_AGE_DAYS) return `it was filled ${Math.floor(ageDays)} days ago: its newest days are empty`;
  return null;
}
