import clsx from 'clsx';
import { CATALOGUE_PER_VIEW, Carousel } from '@/components/carousel';
import { Picture } from '@/components/picture';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PICTURE_SIZES } from '@/config/images';
import layout from '@/styles/layout.module.css';
import typo from '@/styles/typography.module.css';
import type { HomeProps } from '@/features/catalogue/types';
import { useNearView } from './use-near-view';
import styles from './home-albums.module.css';

/** A larger 4:3 slide of the catalogue carousel (home albums). */
const ALBUM_PICTURE = { width: 600, height: 450, sizes: PICTURE_SIZES.carousel } as const;

type Album = HomeProps['albums'][number];

/**
 * One album: its name, caption, View link and picture carousel. The pictures (each a srcset
 * of several optimizer URLs, ~1.4 kB of HTML) are drawn once the album comes near the window:
 * until then, and in the server's HTML, each slide holds an empty 4:3 slot of the picture's
 * size, so nothing moves when they come. They would load lazily anyway.
 */
function HomeAlbum({ album }: { album: Album }) {
  const [ref, near] = useNearView<HTMLElement>();
  const captionId = `album-${album.id}-caption`;
  return (
    <article
      ref={ref}
      aria-labelledby={`album-${album.id}`}
      aria-describedby={album.introduce ? captionId : undefined}
    >
      <div className={styles.header}>
        <div className={styles.heading}>
          <h3 id={`album-${album.id}`} className={typo.h3}>
            {album.name}
          </h3>
          {album.introduce ? (
            <p id={captionId} className={styles.caption}>
              {album.introduce}
            </p>
          ) : null}
        </div>
        <ButtonLink href={album.path} variant="outlined" aria-label={`View ${album.name}`}>
          View
        </ButtonLink>
      </div>
      <Carousel label={`${album.name} pictures`} perView={CATALOGUE_PER_VIEW}>
        {album.pictures.map((picture, index) =>
          near ? (
            <Picture
              key={picture}
              src={picture}
              alt={`${album.name}, picture ${index + 1} of ${album.pictures.length}`}
              {...ALBUM_PICTURE}
              className={styles.picture}
            />
          ) : (
            <div key={picture} className={styles.picture} data-picture-slot="" />
          ),
        )}
      </Carousel>
    </article>
  );
}

/**
 * Album categories: each an image carousel and a View link to the category, captioned with
 * the category's own introduction (the album record carries no other words).
 */
export function HomeAlbums({ albums }: { albums: HomeProps['albums'] }) {
  if (albums.length === 0) return null;
  return (
    <section aria-label="Albums" className={clsx(layout.section, styles.section)}>
      <Container className={styles.albums}>
        {albums.map((album) => (
          <HomeAlbum key={album.id} album={album} />
        ))}
      </Container>
    </section>
  );
}
