import { PICTURE_SIZES } from './images';

/**
 * A 4:3 picture beside text, half the content wide (text-with-picture, product detail rows,
 * the about page's backdrop): its intrinsic size and `sizes`, spread into `<Picture>`. Apart
 * from images.ts, which every page loads with the Picture component.
 */
export const HALF_PICTURE = { width: 800, height: 600, sizes: PICTURE_SIZES.half } as const;
