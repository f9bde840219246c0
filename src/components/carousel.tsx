import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useKeenSlider } from 'keen-slider/react';
import { Children, type ReactNode, useState } from 'react';
import { BREAKPOINT } from '@/config/constants';

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  children: ReactNode;
  /** Slides per view on phones and tablets, and above the desktop-header width. */
  perView: { mobile: number; desktop: number };
  /** Gap between slides in px. */
  spacing?: number;
}

const DESKTOP_QUERY = `(min-width: ${BREAKPOINT.desktopHeader + 1}px)`;

/**
 * keen-slider carousel whose slides are sized by CSS before the slider starts, so the
 * server-rendered HTML already has its final layout and nothing jumps on hydration.
 */
export function Carousel({ label, children, perView, spacing = 16 }: CarouselProps) {
  const slides = Children.toArray(children);
  const [current, setCurrent] = useState(0);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    slides: { perView: perView.mobile },
    breakpoints: { [DESKTOP_QUERY]: { slides: { perView: perView.desktop } } },
    slideChanged: (s) => setCurrent(s.track.details.rel),
  });
  // Slides have no gap of their own (padding makes it), so CSS and keen-slider agree on width.
  const slideWidth = (count: number) => `${100 / count}%`;

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
            flex: `0 0 ${slideWidth(perView.mobile)}`,
            minWidth: 0,
            px: `${spacing / 2}px`,
            boxSizing: 'border-box',
            [`@media ${DESKTOP_QUERY}`]: { flex: `0 0 ${slideWidth(perView.desktop)}` },
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
