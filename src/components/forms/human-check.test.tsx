import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isLocalHumanCheckToken } from '@shared/submission.ts';
import { HumanCheck } from './human-check';

describe('HumanCheck without a reCAPTCHA site key (the local check)', () => {
  it('gives a new single-use token on every tick and none when unticked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(token: string | null) => void>();
    render(<HumanCheck onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });

    await user.click(box);
    await user.click(box);
    await user.click(box);

    const [first, unticked, second] = onChange.mock.calls.map(([token]) => token);
    expect(unticked).toBeNull();
    expect(isLocalHumanCheckToken(first ?? '')).toBe(true);
    expect(isLocalHumanCheckToken(second ?? '')).toBe(true);
    expect(second).not.toBe(first);
  });
});
