import clsx from 'clsx';
import { GridList } from '@/components/grid-list';
import { Picture } from '@/components/picture';
import { Prose } from '@/components/prose';
import { buttonClass } from '@/components/ui/button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { ConfigBlock } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import { ContactSection } from '../../components/contact-sections';
import { NewTabLink } from './new-tab-link';
import styles from './resource-cards.module.css';
import cardStyles from '@/styles/card.module.css';

/** More Resources: a card per block (picture, title, sanitized HTML, Learn More); nothing when there are none. */
export function ResourceCards({ cards }: { cards: ConfigBlock[] }) {
  if (cards.length === 0) return null;
  return (
    <ContactSection titleId="service-center-more" title="More Resources">
      <GridList columns={{ xs: 1, sm: 2, lg: 4 }} gap={3}>
        {cards.map((card) => (
          <li key={card.id} className={styles.card}>
            <Picture
              src={card.picture}
              alt=""
              width={800}
              height={600}
              sizes="(max-width: 600px) 100vw, (max-width: 1024px) 50vw, (max-width: 1280px) 25vw, 320px"
              className={clsx(cardStyles.picture, cardStyles.photo)}
            />
            <div className={clsx(cardStyles.body, styles.body)}>
              <h3 className={typo.h6}>{card.title}</h3>
              <Prose html={card.html} className={styles.text} />
              <NewTabLink
                href={card.path}
                className={buttonClass({ variant: 'outlined', size: 'small' }, styles.more)}
              >
                Learn More<VisuallyHidden> about {card.title}</VisuallyHidden>
              </NewTabLink>
            </div>
          </li>
        ))}
      </GridList>
    </ContactSection>
  );
}
