import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import { Container } from '@/components/ui/container';
import { PICTURE_SIZES } from '@/config/images';
import typo from '@/styles/typography.module.css';
import type { CategoryPageProps } from '../types';
import styles from './category-page-view.module.css';

/** The generic CMS page: banner picture and name, introduction, details HTML, child links. */
export default function CategoryPageView({
  name,
  introduce,
  picture,
  detailsHtml,
  children,
}: CategoryPageProps) {
  return (
    <>
      <section className={styles.hero}>
        {picture ? (
          <Picture
            src={picture}
            alt=""
            width={1920}
            height={480}
            sizes={PICTURE_SIZES.fullBleed}
            priority
            className={styles.picture}
          />
        ) : null}
        <Container className={clsx(styles.heroContent, picture && styles.overPicture)}>
          <h1 className={typo.h1}>{name}</h1>
          {introduce ? <p className={clsx(typo.body1, styles.introduce)}>{introduce}</p> : null}
        </Container>
      </section>
      <Container className={styles.body}>
        {children.length > 0 ? (
          <ul className={styles.children}>
            {children.map((child) => (
              <li key={child.id}>
                <Link href={child.path} className={styles.child}>
                  {child.icon ? <Picture src={child.icon} alt="" width={32} height={32} /> : null}
                  <span>{child.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <Prose html={detailsHtml} />
      </Container>
    </>
  );
}
