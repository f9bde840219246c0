import clsx from 'clsx';
import { Picture } from '@/components/picture';
import { Container } from '@/components/ui/container';
import { PICTURE_SIZES } from '@/config/images';
import typo from '@/styles/typography.module.css';
import type { AboutBlock } from '../../types';
import styles from './about-hero.module.css';

/** Config 13: the page title over its image. */
export function AboutHero({ hero, name }: { hero: AboutBlock | null; name: string }) {
  const title = hero?.title || name;
  return (
    <section data-config-id={hero?.id} className={styles.hero}>
      {hero?.picture ? (
        <Picture
          src={hero.picture}
          alt=""
          width={1920}
          height={600}
          sizes={PICTURE_SIZES.fullBleed}
          priority
          className={styles.picture}
        />
      ) : null}
      <Container className={clsx(styles.content, hero?.picture && styles.overPicture)}>
        <h1 className={typo.h1}>{title}</h1>
        {hero?.subtitle ? (
          <p className={clsx(typo.body1, styles.subtitle)}>{hero.subtitle}</p>
        ) : null}
      </Container>
    </section>
  );
}
