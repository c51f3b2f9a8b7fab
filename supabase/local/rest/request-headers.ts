/** The request headers PostgREST reads: Prefer, Accept, Range, Accept-Profile / Content-Profile. Pure. */
import { invalidRange, mediaTypeError, RestError, unacceptableSchema } from './errors.ts';

export interface Preferences {
  return: 'representation' | 'minimal' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  tx: 'commit' | 'rollback' | null;
  handling: 'strict' | 'lenient' | null;
  maxAffected: number | null;
}

const ALLOWED: Record<string, readonly string[]> = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
};

function setPreference(preferences: Preferences, name: string, value: string): boolean {
  if (!Object.hasOwn(ALLOWED, name) || !ALLOWED[name]?.includes(value)) return false;
  // ALLOWED lists, per preference, exactly the values its type admits.
  Object.assign(preferences, { [name]: value });
  return true;
}

/**
 * `Prefer` may come as several headers or one comma-separated list (supabase-js appends).
 * Unknown preferences are ignored, except with `handling=strict`, where PostgREST refuses them.
 */
export function parsePreferences(header: string | null): Preferences {
  const preferences: Preferences = {
    return: null,
    count: null,
    resolution: null,
    missing: null,
    tx: null,
    handling: null,
    maxAffected: null,
  };
  const invalid: string[] = [];
  for (const raw of (header ?? '').split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const [name = '', value = ''] = item.split('=').map((part) => part.trim());
    if (name === 'max-affected' && /^\d+$/.test(value)) preferences.maxAffected = Number.parseInt(value, 10);
    else if (name === 'timezone' || name === 'params') continue;
    else if (!setPreference(preferences, name, value)) invalid.push(item);
  }
  if (preferences.handling === 'strict' && invalid.length > 0) {
    throw new RestError(400, {
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: `Invalid preferences: ${invalid.join(', ')}`,
    });
  }
  return preferences;
}

/** The Preference-Applied header for the preferences a request honoured, or null when none. */
export function preferenceApplied(preferences: Preferences, honoured: readonly (keyof Preferences)[]): string | null {
  const applied: string[] = [];
  for (const name of honoured) {
    const value = preferences[name];
    if (value === null) continue;
    applied.push(name === 'maxAffected' ? `max-affected=${value}` : `${name}=${value}`);
  }
  return applied.length > 0 ? applied.join(', ') : null;
}

export interface MediaType {
  /** `object` for application/vnd.pgrst.object+json: exactly one row, sent as an object. */
  shape: 'array' | 'object';
  stripNulls: boolean;
}

export function contentTypeFor(media: MediaType): string {
  if (media.shape === 'object') {
    return `application/vnd.pgrst.object+json;${media.stripNulls ? ' nulls=stripped;' : ''} charset=utf-8`;
  }
  return media.stripNulls ? 'application/vnd.pgrst.array+json; nulls=stripped; charset=utf-8' : 'application/json; charset=utf-8';
}

/** Content negotiation on Accept; what PostgREST would answer with another representation (CSV, plans) is a 406. */
export function negotiateMediaType(accept: string | null): MediaType {
  if (!accept || !accept.trim()) return { shape: 'array', stripNulls: false };
  const ranges = accept
    .split(',')
    .map((range, position) => {
      const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return { type, parameters, position, quality: q ? Number.parseFloat(q.slice(2)) : 1 };
    })
    .filter((range) => range.type && !(range.quality <= 0))
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  for (const range of ranges) {
    const stripNulls = range.parameters.includes('nulls=stripped');
    if (range.type === 'application/vnd.pgrst.object+json' || range.type === 'application/vnd.pgrst.object') {
      return { shape: 'object', stripNulls };
    }
    if (['*/*', 'application/*', 'application/json', 'application/vnd.pgrst.array+json'].includes(range.type)) {
      return { shape: 'array', stripNulls: range.type === 'application/vnd.pgrst.array+json' && stripNulls };
    }
  }
  throw mediaTypeError(406, ranges.map((range) => range.type));
}

export interface RowRange {
  offset: number;
  /** null: no upper bound. */
  limit: number | null;
}

/** The `Range: 0-9` header (items); anything PostgREST would not recognise is ignored, as there. */
export function parseRangeHeader(header: string | null): RowRange | null {
  const match = header ? /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(header) : null;
  if (!match) return null;
  const lower = Number.parseInt(match[1] ?? '0', 10);
  if (!match[2]) return { offset: lower, limit: null };
  const upper = Number.parseInt(match[2], 10);
  if (lower > upper) throw invalidRange('The lower boundary must be lower than or equal to the upper boundary in the Range header.');
  return { offset: lower, limit: upper - lower + 1 };
}

/** Where the Range header and limit/offset overlap, as PostgREST intersects them. */
export function intersectRanges(a: RowRange, b: RowRange | null): RowRange {
  if (!b) return a;
  const lower = Math.max(a.offset, b.offset);
  const upperOf = (range: RowRange) => (range.limit === null ? Infinity : range.offset + range.limit - 1);
  const upper = Math.min(upperOf(a), upperOf(b));
  return { offset: lower, limit: upper === Infinity ? null : Math.max(0, upper - lower + 1) };
}

/** Only `public` is exposed, as in the project's API settings. */
export function checkProfile(method: string, headers: Headers): void {
  const name = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = headers.get(name);
  if (profile !== null && profile.trim() !== 'public') throw unacceptableSchema(profile.trim());
}
