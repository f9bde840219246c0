import { Carousel } from '@/components/carousel';
import { Picture } from '@/components/picture';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PICTURE_SIZES } from '@/config/images';
import type { HomeProps } from '@/features/catalogue/types';
import { bannerAction } from './banner-action';
import styles from './home-banner.module.css';

/** Home banner slides: 1920 x 600, so a slide keeps its height before the picture arrives. */
const HOME_BANNER_PICTURE = {
  width: 1920,
  height: 600,
  sizes: PICTURE_SIZES.fullBleed,
} as const;

/**
 * The home banner slider (advertisementList); the first slide is the page's LCP picture.
 * The pictures carry no text (and so an empty alt): the name and introduction are set over them on a scrim, so
 * they stay legible at every width (a phone crops the picture to a taller frame). A slide with
 * a link carries one button to it (bannerAction).
 */
export function HomeBanner({ banners }: { banners: HomeProps['banners'] }) {
  if (banners.length === 0) return null;
  return (
    <div className={styles.banner}>
      <Carousel label="Banners" perView={{ mobile: 1, desktop: 1 }} spacing={0}>
        {banners.map((banner, index) => {
          const action = bannerAction(banner.url);
          return (
            <div key={banner.id} className={styles.slide}>
              <Picture
                src={banner.picture}
                alt=""
                {...HOME_BANNER_PICTURE}
                priority={index === 0}
                className={styles.picture}
              />
              <div className={styles.scrim}>
                <Container className={styles.caption}>
                  <span className={styles.title}>{banner.name}</span>
                  {banner.introduce && <span className={styles.text}>{banner.introduce}</span>}
                  {action ? (
                    <ButtonLink
                      href={action.href}
                      external={action.external}
                      variant="contained"
                      aria-label={`${action.label}: ${banner.name}`}
                      className={styles.action}
                    >
                      {action.label}
                    </ButtonLink>
                  ) : null}
                </Container>
              </div>
            </div>
          );
        })}
      </Carousel>
    </div>
  );
}
