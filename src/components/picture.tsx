import Head from 'next/head';
import { type ImgHTMLAttributes, type SyntheticEvent, useState } from 'react';
import { IMAGE_DEVICE_SIZES, IMAGE_SIZES, SRCSET_SCREENS } from '@/config/images';
import { optimizablePicturePath, optimizedPictureUrl } from '@/lib/format';

type ImgAttributes = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'srcSet' | 'sizes'
>;

export interface PictureProps extends ImgAttributes {
  /** '' (a picture the API left out) renders nothing: callers need not test it first. */
  src: string;
  alt: string;
  /** Intrinsic size: the browser reserves the space, so nothing shifts as it loads. */
  width: number;
  height: number;
  /** Above the fold (the LCP picture): loaded eagerly, with high priority, preloaded from the head. */
  priority?: boolean;
  /**
   * How wide the picture is drawn at each viewport width, as in the `sizes` attribute. With
   * it the srcset offers widths; without it, the picture is drawn `width` CSS pixels wide
   * and the srcset offers 1x and 2x.
   */
  sizes?: string;
}

const ALL_WIDTHS = [...IMAGE_DEVICE_SIZES, ...IMAGE_SIZES].sort((a, b) => a - b);
/** One `sizes` entry as PICTURE_SIZES writes them: an optional `(max-width: Npx)`, a length. */
const SIZES_ENTRY = /^(?:\(max-width: (\d+)px\) )?(\d+)(vw|px)$/;

interface Candidates {
  widths: number[];
  descriptor: 'w' | 'x';
}

/** The smallest candidate at least `target` wide (the largest if none is): a browser's pick. */
const fit = (target: number) =>
  ALL_WIDTHS.find((candidate) => candidate >= target) ?? ALL_WIDTHS[ALL_WIDTHS.length - 1];

/** The widths of each `sizes` met so far. */
const layoutWidths: Record<string, number[]> = {};

/**
 * The srcset's widths. With `sizes`: the candidates a browser picks on some screen of
 * SRCSET_SCREENS (each window width, 1x and 2x), so none is never used; every candidate when
 * `sizes` is written otherwise (calc, other media features). Without: the width at 1x and 2x.
 */
export function candidateWidths(width: number, sizes: string | undefined): Candidates {
  if (!sizes) return { widths: [...new Set([fit(width), fit(width * 2)])], descriptor: 'x' };
  if (!layoutWidths[sizes]) {
    const entries = sizes.split(', ').map((entry) => SIZES_ENTRY.exec(entry));
    const used = new Set<number>();
    for (let viewport = SRCSET_SCREENS.minWidth; viewport <= SRCSET_SCREENS.maxWidth; viewport++) {
      // The first entry whose condition holds; none holding means 100vw.
      const [, , length = 100, unit = 'vw'] =
        entries.find((entry) => !entry?.[1] || viewport <= +entry[1]) ?? [];
      const drawn = unit === 'vw' ? (viewport * +length) / 100 : +length;
      used.add(fit(drawn)).add(fit(drawn * 2));
    }
    layoutWidths[sizes] = entries.includes(null)
      ? ALL_WIDTHS
      : ALL_WIDTHS.filter((candidate) => used.has(candidate));
  }
  return { widths: layoutWidths[sizes], descriptor: 'w' };
}

interface Sources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * src, srcset and sizes for a picture: raster pictures from the API go through Next's image
 * optimizer (resized, AVIF or WebP as the browser accepts); anything else as it is.
 */
export function pictureSources(src: string, width: number, sizes: string | undefined): Sources {
  const path = optimizablePicturePath(src);
  if (!path) return { src };
  const { widths, descriptor } = candidateWidths(width, sizes);
  const srcSet = widths
    .map((candidate, index) =>
      descriptor === 'w'
        ? `${optimizedPictureUrl(path, candidate)} ${candidate}w`
        : `${optimizedPictureUrl(path, candidate)} ${index + 1}x`,
    )
    .join(', ');
  // `src` is the largest candidate, for browsers without srcset.
  return {
    src: optimizedPictureUrl(path, widths[widths.length - 1]),
    srcSet,
    sizes: descriptor === 'w' ? sizes : undefined,
  };
}

/**
 * A picture from the API host, always with its intrinsic size so nothing shifts as it loads.
 *
 * The markup `next/image` writes (srcset through the optimizer, lazy unless `priority`, async
 * decoding, a head preload for `priority`), produced here so pages do not ship the image
 * component's runtime: the widths and quality come from src/config/images.ts, which
 * next.config.ts gives the optimizer.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  priority = false,
  sizes,
  loading,
  decoding = 'async',
  fetchPriority,
  style,
  onError,
  ...rest
}: PictureProps) {
  // A picture that fails to load shows its alt text.
  const [failed, setFailed] = useState(false);
  if (!src) return null;
  const inline = src.startsWith('data:') || src.startsWith('blob:');
  const lazy = !priority && !inline && (loading === undefined || loading === 'lazy');
  const sources = pictureSources(src, width, sizes);
  const priorityHint = fetchPriority ?? (priority ? 'high' : undefined);
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- the plain element on purpose, see above */}
      <img
        {...rest}
        alt={alt}
        // `loading` before `src`: browsers that apply attributes in order then lazy-load.
        loading={lazy ? 'lazy' : priority ? 'eager' : loading}
        width={width}
        height={height}
        decoding={decoding}
        fetchPriority={priorityHint}
        style={{ ...(failed ? {} : { color: 'transparent' }), ...style }}
        onError={(event: SyntheticEvent<HTMLImageElement, Event>) => {
          setFailed(true);
          onError?.(event);
        }}
        // `sizes` and `srcSet` before `src`, so the browser never fetches `src` first.
        sizes={sources.sizes}
        srcSet={sources.srcSet}
        src={sources.src}
      />
      {priority && (
        <Head>
          <link
            key={`picture-preload-${sources.src}`}
            rel="preload"
            as="image"
            // With a srcset the browser picks the candidate; an href would fetch a second one.
            href={sources.srcSet ? undefined : sources.src}
            imageSrcSet={sources.srcSet}
            imageSizes={sources.sizes}
            crossOrigin={rest.crossOrigin}
            referrerPolicy={rest.referrerPolicy}
            fetchPriority={priorityHint}
          />
        </Head>
      )}
    </>
  );
}
