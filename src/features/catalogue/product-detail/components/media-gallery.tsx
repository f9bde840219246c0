import { useState } from 'react';
import { Picture } from '@/components/picture';
import { Icon } from '@/components/ui/icon';
import { playCircleIcon } from '@/components/ui/icon-paths/play-circle';
import { PICTURE_SIZES } from '@/config/images';
import type { ProductMedia } from '@/features/catalogue/types';
import styles from './media-gallery.module.css';

/** The gallery's pictures are 4:3 (the album's shots): the stage has their shape. */
const MAIN_WIDTH = 800;
const MAIN_HEIGHT = 600;
const THUMB_SIZE = 72;

function mediaLabel(item: ProductMedia, index: number, count: number, title: string): string {
  return `${title} ${item.type === 'video' ? 'video' : 'image'} ${index + 1} of ${count}`;
}

/**
 * The product's pictures and videos: one shown large, thumbnails to pick another.
 * The first picture is the page's LCP element, so it is loaded eagerly; a video loads
 * only when chosen (preload none).
 */
export function MediaGallery({ title, media }: { title: string; media: ProductMedia[] }) {
  const [index, setIndex] = useState(0);
  const current = media[index] ?? media[0];
  if (!current) return null;
  return (
    <section aria-label={`${title} gallery`}>
      <div className={styles.stage}>
        {current.type === 'video' ? (
          <video
            key={current.src}
            src={current.src}
            poster={current.poster || undefined}
            controls
            preload="none"
            playsInline
            aria-label={mediaLabel(current, index, media.length, title)}
            className={styles.main}
          />
        ) : (
          <Picture
            key={current.src}
            src={current.src}
            alt={mediaLabel(current, index, media.length, title)}
            width={MAIN_WIDTH}
            height={MAIN_HEIGHT}
            sizes={PICTURE_SIZES.half}
            priority={index === 0}
            className={styles.main}
          />
        )}
      </div>
      {media.length > 1 ? (
        <ul aria-label="Thumbnails" className={styles.thumbs}>
          {media.map((item, i) => (
            <li key={`${item.type}-${item.src}`}>
              <button
                type="button"
                aria-label={`Show ${mediaLabel(item, i, media.length, title)}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className={styles.thumb}
              >
                {item.type === 'video' ? (
                  <>
                    {item.poster ? <Thumbnail src={item.poster} className={styles.poster} /> : null}
                    <Icon path={playCircleIcon} size="inherit" className={styles.play} />
                  </>
                ) : (
                  <Thumbnail src={item.src} className={styles.thumbPicture} />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A thumbnail's picture (decorative: its button is named). */
function Thumbnail({ src, className }: { src: string; className: string }) {
  return (
    <Picture
      src={src}
      alt=""
      width={THUMB_SIZE}
      height={THUMB_SIZE}
      sizes="72px"
      className={className}
    />
  );
}
