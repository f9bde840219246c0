import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useKeenSlider } from 'keen-slider/react';
import { Children, type ReactNode, useState } from 'react';
import { BREAKPOINT } from '@/config/constants';

/** Slides per view at a window width of `maxWidth` px or less (and spacing there, if given). */
export interface PerViewStep {
  maxWidth: number;
  perView: number;
  spacing?: number;
}

/** Slides per view on wide screens, and fewer at each step down. */
export interface ResponsivePerView {
  default: number;
  steps: PerViewStep[];
}

/** Spec 4: 4 by default, 3 at 1366 px or less, 2 at 1024 or less, 1 with no gap at 768 or less. */
export const CATALOGUE_PER_VIEW: ResponsivePerView = {
  default: 4,
  steps: [
    { maxWidth: 1366, perView: 3 },
    { maxWidth: BREAKPOINT.desktopHeader, perView: 2 },
    { maxWidth: BREAKPOINT.mobile, perView: 1, spacing: 0 },
  ],
};

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  children: ReactNode;
  /**
   * Slides per view: on phones and tablets and above the desktop-header width
   * (`{mobile, desktop}`), or a default with steps down by window width (CATALOGUE_PER_VIEW).
   */
  perView: { mobile: number; desktop: number } | ResponsivePerView;
  /** Gap between slides in px. */
  spacing?: number;
}

const DESKTOP_QUERY = `(min-width: ${BREAKPOINT.desktopHeader + 1}px)`;

interface MediaStep {
  query: string;
  perView: number;
  spacing?: number;
}

/** The base slides per view and the media queries that change it, in the order they apply. */
function mediaSteps(perView: CarouselProps['perView']): { base: number; steps: MediaStep[] } {
  if ('steps' in perView) {
    const steps = [...perView.steps]
      .sort((a, b) => b.maxWidth - a.maxWidth)
      .map((step) => ({
        query: `(max-width: ${step.maxWidth}px)`,
        perView: step.perView,
        spacing: step.spacing,
      }));
    return { base: perView.default, steps };
  }
  return { base: perView.mobile, steps: [{ query: DESKTOP_QUERY, perView: perView.desktop }] };
}

/**
 * keen-slider carousel whose slides are sized by CSS before the slider starts, so the
 * server-rendered HTML already has its final layout and nothing jumps on hydration.
 */
export function Carousel({ label, children, perView, spacing = 16 }: CarouselProps) {
  const slides = Children.toArray(children);
  const [current, setCurrent] = useState(0);
  const { base, steps } = mediaSteps(perView);
  // keen-slider applies the last matching breakpoint, CSS the last matching rule: same order.
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    slides: { perView: base },
    breakpoints: Object.fromEntries(
      steps.map((step) => [step.query, { slides: { perView: step.perView } }]),
    ),
    slideChanged: (s) => setCurrent(s.track.details.rel),
  });
  // Slides have no gap of their own (padding makes it), so CSS and keen-slider agree on width.
  const slideWidth = (count: number) => `${100 / count}%`;
  const stepStyles = Object.fromEntries(
    steps.map((step) => [
      `@media ${step.query}`,
      {
        flex: `0 0 ${slideWidth(step.perView)}`,
        ...(step.spacing !== undefined ? { px: `${step.spacing / 2}px` } : {}),
      },
    ]),
  );

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      sx={{ position: 'relative' }}
    >
      <Box
        ref={sliderRef}
        className="keen-slider"
        sx={{
          display: 'flex',
          overflow: 'hidden',
          position: 'relative',
          touchAction: 'pan-y',
          userSelect: 'none',
          '& > .keen-slider__slide': {
            position: 'relative',
            flex: `0 0 ${slideWidth(base)}`,
            minWidth: 0,
            px: `${spacing / 2}px`,
            boxSizing: 'border-box',
            ...stepStyles,
          },
        }}
      >
        {slides.map((slide, index) => (
          <div
            className="keen-slider__slide"
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </Box>
      {slides.length > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, mt: 1 }}>
          <IconButton
            aria-label="Previous slide"
            onClick={() => slider.current?.prev()}
            disabled={current === 0}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton aria-label="Next slide" onClick={() => slider.current?.next()}>
            <ChevronRight />
          </IconButton>
        </Box>
      ) : null}
    </Box>
  );
}
