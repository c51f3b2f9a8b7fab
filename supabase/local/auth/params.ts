import { badRequest } from './errors.ts';

/** The JSON types a GoTrue request struct field can take: Go strings, bools and map[string]interface{}. */
export type FieldKind = 'string' | 'boolean' | 'object';

type FieldValue<K extends FieldKind> = K extends 'string' ? string : K extends 'boolean' ? boolean : Record<string, unknown>;

export type Params<Schema extends Record<string, FieldKind>> = { [Field in keyof Schema]?: FieldValue<Schema[Field]> };

function jsonTypeName(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'boolean') return 'bool';
  return typeof value; // string, number, object
}

const GO_TYPE: Record<FieldKind, string> = { string: 'string', boolean: 'bool', object: 'map[string]interface {}' };

/** Whether a JSON value holds U+0000 in a string or a key anywhere: PostgreSQL's text cannot store it. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([key, nested]) => key.includes('\u0000') || holdsNul(nested));
  return false;
}

function parseError(detail: string) {
  return badRequest('bad_json', `Could not parse request body as JSON: ${detail}`);
}

/**
 * Decodes a JSON body the way GoTrue's retrieveRequestParams does (json.Unmarshal into a struct): unknown
 * fields are ignored, `null` leaves a field unset, a value of the wrong type is a 400 `bad_json`.
 * Absent and null fields come back undefined. A field holding a NUL character is a 400 `validation_failed`
 * before it can reach the database, whose error would be a 500.
 */
export function decodeParams<Schema extends Record<string, FieldKind>>(
  text: string,
  structName: string,
  schema: Schema,
): Params<Schema> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(text);
  } catch (error) {
    throw parseError(text.trim() === '' ? 'unexpected end of JSON input' : error instanceof Error ? error.message : 'invalid JSON');
  }
  const params: Record<string, unknown> = {};
  if (decoded === null) return params as Params<Schema>;
  if (typeof decoded !== 'object' || Array.isArray(decoded)) {
    throw parseError(`json: cannot unmarshal ${jsonTypeName(decoded)} into Go value of type api.${structName}`);
  }
  for (const [field, kind] of Object.entries(schema)) {
    const value: unknown = Object.hasOwn(decoded, field) ? (decoded as Record<string, unknown>)[field] : undefined;
    if (value === undefined || value === null) continue;
    const matches =
      kind === 'object' ? typeof value === 'object' && !Array.isArray(value) : typeof value === kind;
    if (!matches) {
      throw parseError(
        `json: cannot unmarshal ${jsonTypeName(value)} into Go struct field ${structName}.${field} of type ${GO_TYPE[kind]}`,
      );
    }
    if (holdsNul(value)) throw badRequest('validation_failed', `${field} must not contain a NUL character`);
    params[field] = value;
  }
  return params as Params<Schema>;
}

export async function readParams<Schema extends Record<string, FieldKind>>(
  request: Request,
  structName: string,
  schema: Schema,
): Promise<Params<Schema>> {
  return decodeParams(await request.text(), structName, schema);
}
