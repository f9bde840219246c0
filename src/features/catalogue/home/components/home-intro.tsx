import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import { TextWithPicture } from '@/components/text-with-picture';
import { Container } from '@/components/ui/container';
import typo from '@/styles/typography.module.css';
import type { HomeConfigBlock } from '@/features/catalogue/types';
import styles from './home-intro.module.css';
import layout from '@/styles/layout.module.css';
import card from '@/styles/card.module.css';

export interface HomeIntroProps {
  about: HomeConfigBlock | null;
  intro: HomeConfigBlock[];
  contacts: HomeConfigBlock[];
}

/**
 * The introduction: the about block (config 32), counters (configs 9 to 12) and contact
 * tiles (configs 28 to 31). Static markup only: nothing here needs the browser.
 */
export function HomeIntro({ about, intro, contacts }: HomeIntroProps) {
  if (!about && intro.length === 0 && contacts.length === 0) return null;
  const title = (
    <h2 id="home-intro-title" className={clsx(typo.h2, styles.title)}>
      {about?.title || 'About Us'}
    </h2>
  );
  return (
    <section aria-labelledby="home-intro-title" className={layout.section}>
      <Container>
        {/* With the about block, its title heads its text beside the picture: a title above
            the two columns left a blank under it while the text centred on the picture. */}
        {about ? null : title}
        {about ? (
          <div className={styles.about}>
            <TextWithPicture picture={about.picture} alt={about.title} eager>
              {title}
              {about.subtitle ? (
                <p className={clsx(typo.h5, styles.subtitle)}>{about.subtitle}</p>
              ) : null}
              <Prose html={about.html} />
              {about.path ? (
                <Link href={about.path} className={clsx(typo.body1, typo.primary)}>
                  Learn more
                </Link>
              ) : null}
            </TextWithPicture>
          </div>
        ) : null}
        {intro.length > 0 ? (
          <ul aria-label="Introduction" className={styles.counters}>
            {intro.map((item) => (
              <li key={item.id} data-config-id={item.id} className={styles.counter}>
                <strong className={clsx(typo.body1, styles.counterValue)}>{item.title}</strong>
                <span className={clsx(typo.body1, styles.counterName)}>{item.subtitle}</span>
                <Prose html={item.html} className={styles.note} />
              </li>
            ))}
          </ul>
        ) : null}
        {contacts.length > 0 ? (
          <ul aria-label="Contact" className={styles.contacts}>
            {contacts.map((tile) => (
              <li key={tile.id} data-config-id={tile.id}>
                <ContactTile tile={tile} />
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  );
}

function ContactTile({ tile }: { tile: HomeConfigBlock }) {
  const body = (
    <>
      {tile.picture ? (
        <Picture src={tile.picture} alt="" width={48} height={48} className={styles.contactIcon} />
      ) : null}
      <h3 className={typo.h6}>{tile.title}</h3>
      {tile.subtitle ? <span className={typo.body1}>{tile.subtitle}</span> : null}
      <Prose html={tile.html} className={styles.note} />
    </>
  );
  return tile.path ? (
    <Link href={tile.path} className={clsx(card.tile, styles.contact, styles.contactLink)}>
      {body}
    </Link>
  ) : (
    <div className={clsx(card.tile, styles.contact)}>{body}</div>
  );
}
