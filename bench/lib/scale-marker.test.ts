import { productionVolumes, scaledVolumes } from './scale-data';
import { formatScaleMarker, MARKER_MAX_AGE_DAYS, parseScaleMarker, refillReason, type ScaleMarker, type ScaleMarkerExpectation } from './scale-marker';

const NOW = new Date('2026-11-28T12:00:00Z');
const expected: ScaleMarkerExpectation = {
  volumes: productionVolumes,
  migrations: ['20261121100000_leads_and_admin_roles.sql', '20261121110000_email_outbox_and_lead_intake.sql'],
  migrationsDigest: 'm1',
  dataDigest: 'd1',
};
const marker: ScaleMarker = { bench: 'scale', ...expected, filledAt: '2026-11-28T10:00:00.000Z', fillSeconds: 152.4, rows: { leads: 100_000 } };

describe('parseScaleMarker', () => {
  it('reads back what formatScaleMarker wrote', () => {
    expect(parseScaleMarker(formatScaleMarker(marker))).toEqual(marker);
  });

  it('takes no comment, someone else’s comment or a marker missing a field as no marker', () => {
    expect(parseScaleMarker(null)).toBeNull();
    expect(parseScaleMarker('')).toBeNull();
    expect(parseScaleMarker('filled by hand for the scratch script')).toBeNull();
    expect(parseScaleMarker(JSON.stringify({ ...marker, bench: 'load' }))).toBeNull();
    const { dataDigest: _dropped, ...withoutDigest } = marker;
    expect(parseScaleMarker(JSON.stringify(withoutDigest))).toBeNull();
  });
});

describe('refillReason', () => {
  it('reuses a database whose marker matches volumes, migrations and fill, filled recently', () => {
    expect(refillReason(marker, expected, NOW)).toBeNull();
  });

  it('fills again without a marker, at other volumes, or when the fill changed', () => {
    expect(refillReason(null, expected, NOW)).toBe('it has no marker of a finished fill');
    expect(refillReason({ ...marker, volumes: scaledVolumes(0.5) }, expected, NOW)).toBe('it was filled at other volumes');
    expect(refillReason({ ...marker, dataDigest: 'd0' }, expected, NOW)).toBe('bench/lib/scale-data.ts changed since the fill');
  });

  it('names the migrations added or gone, and notices one edited in place', () => {
    const withNew = { ...expected, migrations: [...expected.migrations, '20261128100000_lead_inbox_at_scale.sql'] };
    expect(refillReason(marker, withNew, NOW)).toBe('the migrations changed (new 20261128100000_lead_inbox_at_scale.sql)');
    expect(refillReason(marker, { ...expected, migrations: expected.migrations.slice(1) }, NOW)).toBe(
      'the migrations changed (gone 20261121100000_leads_and_admin_roles.sql)',
    );
    expect(refillReason(marker, { ...expected, migrationsDigest: 'm2' }, NOW)).toBe('a migration was edited since the fill');
  });

  it(`fills again once the data is more than ${MARKER_MAX_AGE_DAYS} days old`, () => {
    const days = (count: number) => new Date(Date.parse(marker.filledAt) + count * 86_400_000);
    expect(refillReason(marker, expected, days(MARKER_MAX_AGE_DAYS - 0.5))).toBeNull();
    expect(refillReason(marker, expected, days(MARKER_MAX_AGE_DAYS + 1))).toBe(`it was filled ${MARKER_MAX_AGE_DAYS + 1} days ago: its newest days are empty`);
  });
});
