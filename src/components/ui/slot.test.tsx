import { createRef, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Slot as RadixSlot } from '@radix-ui/react-slot';

import { Slot } from '@/components/ui/slot';

type SlotComponent = typeof Slot;

/** What a user and the calling code can observe of one render: the element, the handlers' order, the refs. */
async function observe(SlotUnderTest: SlotComponent) {
  const calls: string[] = [];
  const slotRef = createRef<HTMLElement>();
  const childRef = createRef<HTMLAnchorElement>();
  const element: ReactElement = (
    <SlotUnderTest
      ref={slotRef}
      className="slot-class"
      style={{ color: 'red', margin: 1 }}
      title="from the slot"
      data-slot="button"
      onClick={() => calls.push('slot')}
    >
      <a
        ref={childRef}
        href="/contact"
        className="child-class"
        style={{ margin: 2 }}
        title="from the child"
        onClick={(event) => {
          event.preventDefault();
          calls.push('child');
        }}
      >
        Get a quote
      </a>
    </SlotUnderTest>
  );
  const { container, unmount } = render(element);
  const link = container.querySelector('a');
  if (!link) throw new Error('the slot rendered no link');
  const html = link.outerHTML;
  await userEvent.setup().click(link);
  const refsOnMount = [slotRef.current === link, childRef.current === link];
  unmount();
  return { html, calls, refsOnMount, refsAfterUnmount: [slotRef.current, childRef.current] };
}

// The site's Slot stands in for Radix's on the first load (docs/decisions/031-two-private-copies-of-libraries.md):
// Radix's is the reference for every prop rule the site relies on.
describe('Slot', () => {
  it('renders its child with the props and refs merged exactly as @radix-ui/react-slot merges them', async () => {
    const ours = await observe(Slot);
    expect(ours).toEqual(await observe(RadixSlot as SlotComponent));
    // What the site relies on, so that the comparison cannot pass with both gone wrong:
    expect(ours.calls).toEqual(['child', 'slot']);
    expect(ours.refsOnMount).toEqual([true, true]);
    expect(ours.refsAfterUnmount).toEqual([null, null]);
  });
});
