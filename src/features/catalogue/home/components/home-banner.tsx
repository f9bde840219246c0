import { Carousel } from '@/components/carousel';
import { Picture } from '@/components/picture';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PICTURE_SIZES } from '@/config/images';
import type { HomeProps } from '@/features/catalogue/types';
import { bannerAction } from './banner-action';
import { useNearView } from './use-near-view';
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
 * a link carries one button to it (bannerAction). The server's HTML draws the first slide's
 * picture only: the others (a srcset of ~1 kB each) cannot be seen before the slider runs, and
 * are drawn as soon as the page does, in slots of their size.
 */
export function HomeBanner({ banners }: { banners: HomeProps['banners'] }) {
  const [ref, running] = useNearView<HTMLDivElement>();
  if (banners.length === 0) return null;
  return (
    <div ref={ref} className={styles.banner}>
      <Carousel label="Banners" perView={{ mobile: 1, desktop: 1 }} spacing={0}>
        {banners.map((banner, index) => {
          const action = bannerAction(banner.url);
          return (
            <div key={banner.id} className={styles.slide}>
              {index === 0 || running ? (
                <Picture
                  src={banner.picture}
                  alt=""
                  {...HOME_BANNER_PICTURE}
                  priority={index === 0}
                  className={styles.picture}
                />
              ) : (
                <div className={styles.picture} data-picture-slot="" />
              )}
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
