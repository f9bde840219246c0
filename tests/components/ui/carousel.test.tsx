import { act, render, screen, waitFor } from '@testing-library/react';
import KeenSlider, { type KeenSliderOptions } from 'keen-slider';
import { CATALOGUE_PER_VIEW, Carousel, responsive } from '@/components/carousel';

// The slider itself needs a layout engine; these tests are about the server-side sizes.
jest.mock('keen-slider', () => ({
  __esModule: true,
  default: jest.fn(() => ({ destroy: jest.fn() })),
}));

/** The catalogue's carousel named Album, a paragraph a slide. */
function renderAlbum(slides: string[]) {
  render(
    <Carousel label="Album" perView={CATALOGUE_PER_VIEW}>
      {slides.map((slide) => (
        <p key={slide}>{slide}</p>
      ))}
    </Carousel>,
  );
}

describe('carousel slides fill the row', () => {
  it('never asks for more slides per view than there are slides (no empty slot)', () => {
    expect(responsive(CATALOGUE_PER_VIEW, 3)).toEqual({
      default: 3,
      steps: [
        { maxWidth: 1366, perView: 3 },
        { maxWidth: 1024, perView: 2 },
        { maxWidth: 768, perView: 1, spacing: 0 },
      ],
    });
    expect(responsive(CATALOGUE_PER_VIEW, 8).default).toBe(4);
  });

  it('sizes the slides on the server with the clamped count', () => {
    renderAlbum(['one', 'two', 'three']);
    const region = screen.getByRole('region', { name: 'Album' });
    expect(region.style.getPropertyValue('--per-view')).toBe('3');
  });

  it('has no arrows when every slide is in view at every width', () => {
    render(
      <Carousel label="Pair" perView={{ mobile: 2, desktop: 4 }}>
        <p>one</p>
        <p>two</p>
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });

  it('keeps its arrows when a narrower width shows fewer slides than there are', () => {
    renderAlbum(['one', 'two', 'three']);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });
});

describe('slides out of view are inert', () => {
  const slides = ['one', 'two', 'three', 'four', 'five', 'six'];
  const inert = () =>
    screen.getAllByRole('group', { hidden: true }).map((slide) => slide.hasAttribute('inert'));

  /** The slider as keen-slider reports it: `maxIdx` is the last position it can reach. */
  function sliderAt(maxIdx: number, rel = 0) {
    jest.mocked(KeenSlider).mockImplementationOnce(((_: unknown, options: KeenSliderOptions) => {
      const instance = { track: { details: { rel, maxIdx } }, destroy: jest.fn() };
      options.created?.(instance as never);
      return instance;
    }) as never);
  }

  function renderSlides() {
    renderAlbum(slides);
  }

  it('before the slider runs: only those past the most any width shows (4)', () => {
    // The default mock never reports: the slider has not measured anything yet.
    renderSlides();
    expect(inert()).toEqual([false, false, false, false, true, true]);
  });

  it('one per view (a phone): all but the current slide, from the last index it reaches', async () => {
    sliderAt(5);
    renderSlides();
    await waitFor(() => expect(inert()).toEqual([false, true, true, true, true, true]));
  });

  it('three per view, moved to the end: the last three are in view', async () => {
    sliderAt(3, 3);
    renderSlides();
    await waitFor(() => expect(inert()).toEqual([true, true, true, false, false, false]));
  });
});

describe('the arrows before the slider has loaded', () => {
  it('Next is disabled until keen-slider reports where it can go, then enabled', async () => {
    let start: () => void = () => undefined;
    jest.mocked(KeenSlider).mockImplementationOnce(((_: unknown, options: KeenSliderOptions) => {
      const instance = { track: { details: { rel: 0, maxIdx: 5 } }, destroy: jest.fn() };
      // keen-slider reports "created" from its constructor; held here until the test says.
      start = () => options.created?.(instance as never);
      return instance;
    }) as never);
    renderAlbum(['one', 'two', 'three', 'four', 'five', 'six']);
    const next = screen.getByRole('button', { name: 'Next slide' });
    // A press now would be lost: the slider is not there to move.
    expect(next).toBeDisabled();
    await waitFor(() => expect(jest.mocked(KeenSlider)).toHaveBeenCalled());
    expect(next).toBeDisabled();
    act(() => start());
    expect(next).toBeEnabled();
  });
});
