import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testimonials } from '@/content/testimonials';
import { useFakeClock } from '../../../tests/fake-clock';
import { TestimonialCarousel, testimonialIntervalMs } from './testimonial-carousel';
import { mockReducedMotion } from '../../../tests/media-query';

/*
 * jsdom has no layout, so Embla cannot measure anything: it is replaced by a stand-in API that
 * records scrolls and can fire "select" like a swipe. What slide shows is decided by the
 * component's own rotation hook, which is what these tests drive.
 */
const embla = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  let selected = 0;
  return {
    listeners,
    api: {
      on: (_event: string, listener: () => void) => listeners.add(listener),
      off: (_event: string, listener: () => void) => listeners.delete(listener),
      selectedScrollSnap: () => selected,
      scrollTo: (index: number) => {
        selected = index;
      },
    },
    swipeTo(index: number) {
      selected = index;
      listeners.forEach((listener) => listener());
    },
    reset() {
      selected = 0;
      listeners.clear();
    },
  };
});

vi.mock('embla-carousel-react', () => ({ default: () => [() => undefined, embla.api] }));


/** The slide readers and sighted visitors get: the one not hidden. */
function currentSlide(): string {
  const visible = screen.getAllByRole('group').filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(visible).toHaveLength(1);
  return visible[0]?.getAttribute('aria-label') ?? '';
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function renderCarousel() {
  render(<TestimonialCarousel testimonials={testimonials} />);
  return screen.getByRole('region', { name: 'Client testimonials' });
}

beforeEach(() => {
  embla.reset();
  mockReducedMotion(false);
  useFakeClock();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TestimonialCarousel', () => {
  it('is a labelled carousel of five slides, starting on the first', () => {
    const region = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(5);
    slides.forEach((slide, index) => {
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(slide).toHaveAttribute('aria-label', `${index + 1} of 5`);
    });
    expect(currentSlide()).toBe('1 of 5');
    expect(within(slides[0] as HTMLElement).getByText('Maria Gonzalez')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to testimonial 1 of 5' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows each testimonial as a figure: quote, rating, name, title, location, website and result', () => {
    renderCarousel();
    const [first] = testimonials;
    const slide = screen.getByRole('group', { name: '1 of 5' });
    const figure = within(slide).getByRole('figure');
    expect(figure.querySelector('blockquote')).toHaveTextContent(first?.quote ?? 'missing');
    expect(within(figure).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    for (const field of [first?.name, first?.title, first?.location, first?.website, first?.results, first?.avatar]) {
      expect(within(figure).getByText(field ?? 'missing')).toBeInTheDocument();
    }
    expect(within(figure).queryByRole('link')).not.toBeInTheDocument();
  });

  it('advances after 5000 ms and not before, with the live region off while rotating', () => {
    renderCarousel();
    expect(testimonialIntervalMs).toBe(5000);
    advance(4999);
    expect(currentSlide()).toBe('1 of 5');
    advance(1);
    expect(currentSlide()).toBe('2 of 5');
    expect(screen.getByRole('button', { name: 'Go to testimonial 2 of 5' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to testimonial 1 of 5' })).not.toHaveAttribute('aria-current');
    expect(document.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });

  it('loops from the last slide back to the first', () => {
    renderCarousel();
    for (const expected of ['2 of 5', '3 of 5', '4 of 5', '5 of 5']) {
      advance(5000);
      expect(currentSlide()).toBe(expected);
    }
    advance(5000);
    expect(currentSlide()).toBe('1 of 5');
  });

  it('holds while hovered and resumes when the pointer leaves', () => {
    const region = renderCarousel();
    fireEvent.mouseEnter(region);
    advance(20000);
    expect(currentSlide()).toBe('1 of 5');
    expect(document.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(region);
    advance(5000);
    expect(currentSlide()).toBe('2 of 5');
  });

  it('holds while focus is inside and resumes when focus leaves', () => {
    render(
      <>
        <TestimonialCarousel testimonials={testimonials} />
        <button type="button">Outside</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Next testimonial' }).focus());
    advance(20000);
    expect(currentSlide()).toBe('1 of 5');
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advance(5000);
    expect(currentSlide()).toBe('2 of 5');
  });

  it('does not advance on its own for visitors who prefer reduced motion, until they press play', () => {
    mockReducedMotion(true);
    renderCarousel();
    advance(30000);
    expect(currentSlide()).toBe('1 of 5');
    expect(document.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Play automatic slide show' }));
    // The play control keeps the focus but does not hold rotation.
    advance(5000);
    expect(currentSlide()).toBe('2 of 5');
  });

  it('stops and restarts with the pause/play control', () => {
    render(
      <>
        <TestimonialCarousel testimonials={testimonials} />
        <button type="button">Outside</button>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advance(20000);
    expect(currentSlide()).toBe('1 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Play automatic slide show' }));
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advance(5000);
    expect(currentSlide()).toBe('2 of 5');
  });

  it('moves with the previous and next buttons, looping both ways', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(currentSlide()).toBe('5 of 5');
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(currentSlide()).toBe('2 of 5');
  });

  it('moves with the arrow keys while focus is in the carousel', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Next testimonial' }).focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(currentSlide()).toBe('3 of 5');
    await user.keyboard('{ArrowLeft}');
    expect(currentSlide()).toBe('2 of 5');
  });

  it('jumps to a slide from its dot and tells Embla to scroll there', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Go to testimonial 4 of 5' }));
    expect(currentSlide()).toBe('4 of 5');
    expect(embla.api.selectedScrollSnap()).toBe(3);
    expect(screen.getByRole('button', { name: 'Go to testimonial 4 of 5' })).toHaveAttribute('aria-current', 'true');
  });

  it('follows a swipe reported by Embla and restarts the 5 s wait from there', () => {
    renderCarousel();
    advance(3000);
    act(() => embla.swipeTo(2));
    expect(currentSlide()).toBe('3 of 5');
    advance(4999);
    expect(currentSlide()).toBe('3 of 5');
    advance(1);
    expect(currentSlide()).toBe('4 of 5');
  });
});
