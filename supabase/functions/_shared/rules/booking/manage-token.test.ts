import { INCOMPLETE_LINK_MESSAGE, manageTokenProblem, tokenFromFragment } from './manage-token.ts';

const TOKEN = 'A'.repeat(21) + '_-' + 'z9'.repeat(10);

describe('tokenFromFragment', () => {
  it('reads the token after the "#", percent-encoded or not', () => {
    expect(tokenFromFragment(`#${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromFragment(TOKEN)).toBe(TOKEN);
    expect(tokenFromFragment(`#${TOKEN.replace('_', '%5F')}`)).toBe(TOKEN);
  });

  it('takes a link a mail client cut mid-escape as written, which then reads as incomplete rather than failing', () => {
    const cut = `${TOKEN}%E0%A4%A`;
    expect(() => decodeURIComponent(cut)).toThrow(URIError);
    expect(tokenFromFragment(`#${cut}`)).toBe(cut);
    expect(manageTokenProblem(tokenFromFragment(`#${cut}`))).toBe(INCOMPLETE_LINK_MESSAGE);
  });
});
