import { describe, expect, it } from 'vitest';
import { thrownError } from '../test-kit.ts';
import { AuthHttpError } from './errors.ts';
import { decodeParams } from './params.ts';

const schema = { email: 'string', data: 'object', confirm: 'boolean' } as const;

/** The error decodeParams refuses `text` with. */
const failure = (text: string) => thrownError(AuthHttpError, () => decodeParams(text, 'Params', schema));

describe('decodeParams', () => {
  it('reads the declared fields and ignores the rest, null meaning unset', () => {
    expect(decodeParams('{"email":"a@b.test","data":{"x":1},"confirm":true,"other":1}', 'Params', schema)).toEqual({
      email: 'a@b.test',
      data: { x: 1 },
      confirm: true,
    });
    expect(decodeParams('{"email":null}', 'Params', schema)).toEqual({});
    expect(decodeParams('null', 'Params', schema)).toEqual({});
  });

  it('refuses malformed JSON, non-objects and wrongly typed fields with 400 bad_json', () => {
    for (const text of ['', '{"email":', '[1]', '"text"', '{"email":1}', '{"data":[]}', '{"confirm":"yes"}']) {
      expect(failure(text)).toMatchObject({ status: 400, code: 'bad_json' });
    }
    expect(failure('{"email":1}').message).toBe(
      'Could not parse request body as JSON: json: cannot unmarshal number into Go struct field Params.email of type string',
    );
  });
});
