import clsx from 'clsx';
import type { CSSProperties } from 'react';
import { gridClass, GridList } from '@/components/grid-list';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import { TextWithPicture } from '@/components/text-with-picture';
import { Container } from '@/components/ui/container';
import { PICTURE_SIZES } from '@/config/images';
import { HALF_PICTURE } from '@/config/picture-slots';
import typo from '@/styles/typography.module.css';
import type { AboutBlock } from '@/features/content/types';
import styles from './about-blocks.module.css';

/** A 3:2 card picture in a three-column grid (about features). */
const THIRD_PICTURE = { width: 600, height: 400, sizes: PICTURE_SIZES.third } as const;

/** Configs 14 to 16: description blocks, picture and text alternating sides. */
export function AboutDescriptions({ blocks }: { blocks: AboutBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <Container as="section" aria-label="Who we are" className={styles.section}>
      <div className={styles.descriptions}>
        {blocks.map((block, index) => (
          <TextWithPicture
            key={block.id}
            component="article"
            configId={block.id}
            picture={block.picture}
            alt={block.title}
            reversed={index % 2 === 1}
            eager={index === 0}
          >
            <h2 className={clsx(typo.h2, styles.title)}>{block.title}</h2>
            {block.subtitle ? (
              <p className={clsx(typo.body1, styles.subtitle)}>{block.subtitle}</p>
            ) : null}
            <Prose html={block.html} />
          </TextWithPicture>
        ))}
      </div>
    </Container>
  );
}

/** Configs 17 to 19: figures with their labels. */
export function AboutStats({ stats }: { stats: AboutBlock[] }) {
  if (stats.length === 0) return null;
  // Up to three figures side by side from 600px.
  const columns = { '--stat-columns': Math.min(stats.length, 3) } as CSSProperties;
  return (
    <section aria-label="Facts and figures" className={styles.stats}>
      <Container>
        <ul className={clsx(gridClass, styles.statList)} style={columns}>
          {stats.map((stat) => (
            <li key={stat.id} data-config-id={stat.id}>
              <strong className={clsx(typo.body1, styles.figure)}>{stat.title}</strong>
              <span className={typo.body1}>{stat.subtitle}</span>
              <Prose html={stat.html} className={typo.secondary} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** Configs 20 to 24: feature rows. */
export function AboutFeatures({ features }: { features: AboutBlock[] }) {
  if (features.length === 0) return null;
  return (
    <Container as="section" aria-label="What sets us apart" className={styles.section}>
      <GridList columns={{ xs: 1, md: 2, lg: 3 }} gap={3}>
        {features.map((feature) => (
          <li key={feature.id} data-config-id={feature.id} className={styles.feature}>
            <Picture
              src={feature.picture}
              alt=""
              {...THIRD_PICTURE}
              className={styles.featurePicture}
            />
            <div className={styles.featureBody}>
              <h3 className={clsx(typo.h3, styles.featureTitle)}>{feature.title}</h3>
              <Prose html={feature.html} className={typo.secondary} />
            </div>
          </li>
        ))}
      </GridList>
    </Container>
  );
}

const BACKDROP_SCRIM = 'linear-gradient(rgb(8 27 51 / 0.72), rgb(8 27 51 / 0.72))';

/** Configs 25 to 27: a picture (25) and text (27) over a background (26). */
export function AboutBackground({
  image,
  backdrop,
  text,
}: {
  image: AboutBlock | null;
  backdrop: AboutBlock | null;
  text: AboutBlock | null;
}) {
  if (!image && !backdrop && !text) return null;
  return (
    <section
      aria-label={text?.title || image?.title || 'Background'}
      data-config-id={backdrop?.id}
      className={styles.background}
      style={
        backdrop?.picture
          ? // A scrim under the light text, whatever the picture's colours.
            { backgroundImage: `${BACKDROP_SCRIM}, url("${backdrop.picture}")` }
          : undefined
      }
    >
      <Container className={clsx(styles.backgroundGrid, image?.picture && styles.withPicture)}>
        {image?.picture ? (
          <Picture
            data-config-id={image.id}
            src={image.picture}
            alt={image.title}
            {...HALF_PICTURE}
            className={styles.backgroundPicture}
          />
        ) : null}
        {text ? (
          <div data-config-id={text.id} className={styles.backgroundText}>
            {/* The backdrop's own title (26): a label over the text, never under the picture. */}
            {backdrop?.title ? (
              <p className={clsx(typo.overline, styles.eyebrow)}>{backdrop.title}</p>
            ) : null}
            <h2 className={clsx(typo.h2, styles.title)}>{text.title}</h2>
            {text.subtitle ? (
              <p className={clsx(typo.body1, styles.subtitle)}>{text.subtitle}</p>
            ) : null}
            <Prose html={text.html} className={styles.backgroundProse} />
          </div>
        ) : null}
      </Container>
    </section>
  );
}
