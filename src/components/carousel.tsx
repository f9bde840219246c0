import clsx from 'clsx';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import { Children, type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { BREAKPOINT } from '@/config/constants';
import { IconButton } from './ui/button';
import { Icon } from './ui/icon';
import { chevronLeftIcon } from '@/components/ui/icon-paths/chevron-left';
import { chevronRightIcon } from '@/components/ui/icon-paths/chevron-right';
import styles from './carousel.module.css';

/** The window widths carousel.module.css has a media query for (widest first). */
export type PerViewWidth = 1366 | typeof BREAKPOINT.desktopHeader | typeof BREAKPOINT.mobile;

/** Slides per view at a window width of `maxWidth` px or less (and spacing there, if given). */
export interface PerViewStep {
  maxWidth: PerViewWidth;
  perView: number;
  spacing?: number;
}

/** Slides per view on wide screens, and fewer at each step down (steps listed widest first). */
export interface ResponsivePerView {
  default: number;
  steps: PerViewStep[];
}

/** Cards per view: 4 by default, 3 at 1366 px or less, 2 at 1024 or less, 1 with no gap at 768 or less. */
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

/**
 * `{mobile, desktop}` as a default (desktop) with one step down at the desktop-header width;
 * never more per view than there are slides, so the slides fill the row (no empty slot).
 */
export function responsive(
  perView: CarouselProps['perView'],
  slideCount: number,
): ResponsivePerView {
  const sizes: ResponsivePerView =
    'steps' in perView
      ? perView
      : {
          default: perView.desktop,
          steps: [{ maxWidth: BREAKPOINT.desktopHeader, perView: perView.mobile }],
        };
  const fit = (count: number) => Math.max(1, Math.min(count, slideCount));
  return {
    default: fit(sizes.default),
    steps: sizes.steps.map((step) => ({ ...step, perView: fit(step.perView) })),
  };
}

/** The custom properties carousel.module.css sizes the slides with, per media query. */
function sizeVars({ default: base, steps }: ResponsivePerView, spacing: number): CSSProperties {
  const vars: Record<string, number | string> = {
    '--per-view': base,
    '--gap': `${spacing}px`,
  };
  for (const step of steps) {
    vars[`--per-view-${step.maxWidth}`] = step.perView;
    if (step.spacing !== undefined) vars[`--gap-${step.maxWidth}`] = `${step.spacing}px`;
  }
  return vars as CSSProperties;
}

/**
 * keen-slider's options for these sizes. keen-slider applies the last matching breakpoint, CSS
 * the last matching rule: both take the steps as listed, from the widest to the narrowest.
 */
function sliderOptions(sizes: ResponsivePerView): KeenSliderOptions {
  return {
    slides: { perView: sizes.default },
    breakpoints: Object.fromEntries(
      sizes.steps.map((step) => [
        `(max-width: ${step.maxWidth}px)`,
        { slides: { perView: step.perView } },
      ]),
    ),
  };
}

/**
 * Which slides are out of view: all but the `perView` from the current one (the last
 * position shows the last `perView`). Hidden slides are inert: out of the tab order.
 */
export function hiddenSlides(slideCount: number, current: number, perView: number): boolean[] {
  const first = Math.max(0, Math.min(current, slideCount - perView));
  return Array.from(
    { length: slideCount },
    (_, index) => index < first || index >= first + perView,
  );
}

/**
 * keen-slider carousel whose slides are sized by CSS before the slider starts, so the
 * server-rendered HTML already has its final layout and nothing jumps on hydration.
 * keen-slider itself (~6 kB) is fetched after the page has hydrated: the first slides are
 * on screen long before anyone can swipe.
 */
export function Carousel({ label, children, perView, spacing = 16 }: CarouselProps) {
  const slides = Children.toArray(children);
  const [current, setCurrent] = useState(0);
  // The last index the slider can reach at this width (0: every slide is in view).
  const [lastIndex, setLastIndex] = useState<number | null>(null);
  const sizes = responsive(perView, slides.length);
  const trackRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  // Keyed on the options' JSON: a new object each render must not restart the slider.
  const optionsKey = JSON.stringify(sliderOptions(sizes));
  const slideCount = slides.length;
  // Arrows only when some width shows fewer slides than there are: decided on the server,
  // so they never appear or vanish after hydration.
  const perViews = [sizes.default, ...sizes.steps.map((step) => step.perView)];
  const scrolls = slideCount > Math.min(...perViews);
  // Once the slider runs, the slides in view at this width are those past the last index it
  // can reach (it stops when the last slide is in view); before, only the slides past the most
  // any width shows are surely hidden. One state less to set: no extra render of the slides.
  const hidden = hiddenSlides(
    slideCount,
    current,
    lastIndex === null ? Math.max(...perViews) : slideCount - lastIndex,
  );

  useEffect(() => {
    let cancelled = false;
    let instance: KeenSliderInstance | null = null;
    import('keen-slider')
      .then(({ default: KeenSlider }) => {
        if (cancelled || !trackRef.current) return;
        const track = (slider: KeenSliderInstance) => {
          setCurrent(slider.track.details.rel);
          setLastIndex(slider.track.details.maxIdx);
        };
        instance = new KeenSlider(trackRef.current, {
          ...(JSON.parse(optionsKey) as KeenSliderOptions),
          created: track,
          updated: track,
          optionsChanged: track,
          slideChanged: track,
        });
        sliderRef.current = instance;
      })
      // Without the slider the slides stay a still row: the page still works.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      instance?.destroy();
      sliderRef.current = null;
    };
  }, [optionsKey, slideCount]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.carousel}
      style={sizeVars(sizes, spacing)}
    >
      <div ref={trackRef} className={clsx('keen-slider', styles.track)}>
        {slides.map((slide, index) => (
          <div
            className={clsx('keen-slider__slide', styles.slide)}
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            // Out of view: no focus, no clicks, hidden from assistive technology.
            inert={hidden[index]}
          >
            {slide}
          </div>
        ))}
      </div>
      {scrolls ? (
        <div className={styles.controls}>
          <IconButton
            aria-label="Previous slide"
            onClick={() => sliderRef.current?.prev()}
            disabled={current === 0}
          >
            <Icon path={chevronLeftIcon} />
          </IconButton>
          {/* Disabled until keen-slider has loaded: a press before would do nothing. */}
          <IconButton
            aria-label="Next slide"
            onClick={() => sliderRef.current?.next()}
            disabled={lastIndex === null || current >= lastIndex}
          >
            <Icon path={chevronRightIcon} />
          </IconButton>
        </div>
      ) : null}
    </section>
  );
}
