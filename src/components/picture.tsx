import Image, { type ImageProps } from 'next/image';

/**
 * A picture from the API host, always with its intrinsic size so nothing shifts as it loads.
 * Served as is: the API host owns the files (SVG and photos alike), there is nothing to resize.
 */
export function Picture(props: Omit<ImageProps, 'unoptimized'> & { alt: string }) {
  if (!props.src) return null;
  return <Image {...props} unoptimized alt={props.alt} />;
}
