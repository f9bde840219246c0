import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { GridList } from '@/components/grid-list';
import { Picture } from '@/components/picture';
import { Container } from '@/components/ui/container';
import typo from '@/styles/typography.module.css';
import type { HomeProps } from '@/features/catalogue/types';
import styles from './home-support.module.css';

/** The support categories as a grid of icon and name links. */
export function HomeSupport({ support }: { support: HomeProps['support'] }) {
  if (support.length === 0) return null;
  return (
    <section aria-labelledby="home-support-title" className={styles.section}>
      <Container>
        <h2 id="home-support-title" className={clsx(typo.h2, styles.title)}>
          Support
        </h2>
        <GridList columns={{ xs: 2, sm: 3, md: 4, lg: 7 }}>
          {support.map((item) => (
            <li key={item.id}>
              <Link href={item.path} className={styles.link}>
                {item.icon ? (
                  <Picture src={item.icon} alt="" width={56} height={56} className={styles.icon} />
                ) : null}
                <span className={clsx(typo.body1, styles.name)}>{item.name}</span>
              </Link>
            </li>
          ))}
        </GridList>
      </Container>
    </section>
  );
}
