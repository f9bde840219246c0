import Head from 'next/head';
import { type ImgHTMLAttributes, type SyntheticEvent, useState } from 'react';

type ImgAttributes = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'srcSet' | 'sizes'
>;

export interface PictureProps extends ImgAttributes {
  src: string;
  alt: string;
  /** Intrinsic size: the browser reserves the space, so nothing shifts as it loads. */
  width: number;
  height: number;
  /** Above the fold (the LCP picture): loaded eagerly and preloaded from the head. */
  priority?: boolean;
  /** Accepted for the callers' sake; with no resized variants there is no srcset to pick from. */
  sizes?: string;
}

/**
 * A picture from the API host, always with its intrinsic size so nothing shifts as it loads.
 * Served as is: the API host owns the files (SVG and photos alike), there is nothing to resize.
 *
 * This is the markup `next/image` produced for these pictures (`unoptimized`: no srcset, no
 * sizes), written out so every page does not ship the image component's runtime: lazy unless
 * `priority`, async decoding, alt text hidden until the picture fails, a head preload for
 * `priority`.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  priority = false,
  sizes: _sizes,
  loading,
  decoding = 'async',
  style,
  onError,
  ...rest
}: PictureProps) {
  // A picture that fails to load shows its alt text.
  const [failed, setFailed] = useState(false);
  if (!src) return null;
  const inline = src.startsWith('data:') || src.startsWith('blob:');
  const lazy = !priority && !inline && (loading === undefined || loading === 'lazy');
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- the plain element on purpose, see above */}
      <img
        {...rest}
        alt={alt}
        // `loading` before `src`: browsers that apply attributes in order then lazy-load.
        loading={lazy ? 'lazy' : loading}
        width={width}
        height={height}
        decoding={decoding}
        style={{ ...(failed ? {} : { color: 'transparent' }), ...style }}
        onError={(event: SyntheticEvent<HTMLImageElement, Event>) => {
          setFailed(true);
          onError?.(event);
        }}
        src={src}
      />
      {priority && (
        <Head>
          <link
            key={`picture-preload-${src}`}
            rel="preload"
            href={src}
            as="image"
            crossOrigin={rest.crossOrigin}
            referrerPolicy={rest.referrerPolicy}
            fetchPriority={rest.fetchPriority}
          />
        </Head>
      )}
    </>
  );
}
