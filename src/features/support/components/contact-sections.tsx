/**
 * The sections contact us and the service center share. A page may set the space above each
 * section and under its title (--contact-section-space, --contact-title-space).
 */
import clsx from 'clsx';
import type { ComponentType, ReactNode } from 'react';
import { type GridColumns, GridList } from '@/components/grid-list';
import { Picture } from '@/components/picture';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { SocialLink } from '@/lib/site-types';
import typo from '@/styles/typography.module.css';
import { NewTabLink } from '../service-center/components/new-tab-link';
import styles from './contact-sections.module.css';
import card from '@/styles/card.module.css';

/** An entry's icon: decorative (the entry's name says what it is); nothing without a picture. */
export function IconPicture({
  src,
  size,
  className,
}: {
  src: string;
  size: number;
  className?: string;
}) {
  return <Picture src={src} alt="" width={size} height={size} className={className} />;
}

/** A section named by its heading (a hidden one when the page's layout speaks for itself). */
export function ContactSection({
  titleId,
  title,
  hideTitle = false,
  children,
}: {
  titleId: string;
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      {hideTitle ? (
        <VisuallyHidden as="h2" id={titleId}>
          {title}
        </VisuallyHidden>
      ) : (
        <h2 id={titleId} className={clsx(typo.h4, styles.title)}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

/** How a tile links: in place or in a new tab, as the page decides. */
export type TileLink = ComponentType<{ href: string; className: string; children: ReactNode }>;

/** A contact (name only) or a service (name over its description, even an empty one). */
export interface TileEntry {
  id: number;
  name: string;
  link: string;
  picture: string;
  describe?: string;
}

/** Linked tiles (contacts, services) in a grid; nothing when there are none. */
export function TileSection({
  titleId,
  title,
  entries,
  linkAs: TileLinkAs,
  columns = { xs: 1, sm: 2, lg: 3 },
  large = false,
}: {
  titleId: string;
  title: string;
  entries: TileEntry[];
  linkAs: TileLink;
  columns?: GridColumns;
  /** Bigger icons and names (the service center). */
  large?: boolean;
}) {
  if (entries.length === 0) return null;
  const nameClass = large ? clsx(typo.subtitle1, styles.name) : styles.name;
  return (
    <ContactSection titleId={titleId} title={title}>
      <GridList columns={columns} gap={2}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <TileLinkAs href={entry.link} className={clsx(card.tile, styles.tile)}>
              <IconPicture
                src={entry.picture}
                size={large ? 56 : 40}
                className={clsx(styles.icon, large && styles.largeIcon)}
              />
              {entry.describe === undefined ? (
                <span className={nameClass}>{entry.name}</span>
              ) : (
                <span className={styles.tileText}>
                  <span className={nameClass}>{entry.name}</span>
                  {entry.describe ? (
                    <span className={clsx(typo.body2, typo.secondary)}>{entry.describe}</span>
                  ) : null}
                </span>
              )}
            </TileLinkAs>
          </li>
        ))}
      </GridList>
    </ContactSection>
  );
}

/** The social media, each opening in a new tab; nothing when there are none. */
export function SocialSection({
  titleId,
  title,
  links,
}: {
  titleId: string;
  title: string;
  links: SocialLink[];
}) {
  if (links.length === 0) return null;
  return (
    <ContactSection titleId={titleId} title={title}>
      <ul className={styles.social}>
        {links.map((link) => (
          <li key={`${link.name}-${link.link}`}>
            <NewTabLink href={link.link} className={styles.socialLink}>
              <IconPicture src={link.picture} size={40} className={styles.icon} />
              <span>{link.name}</span>
            </NewTabLink>
          </li>
        ))}
      </ul>
    </ContactSection>
  );
}
