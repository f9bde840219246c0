import clsx from 'clsx';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import typo from '@/styles/typography.module.css';
import { LibraryCard, LibraryCardPicture } from '@/features/support/components/library-card';
import { formatDate } from '@/lib/format';
import { formatFileSize } from '../file-facts';
import { downloadIcon } from '../icons';
import { useFileFacts } from './use-file-facts';
import type { ArchiveCard as ArchiveCardData } from '../types';
import styles from './archive-card.module.css';
import card from '@/styles/card.module.css';

/** The card's download label, word for word as the spec gives it (docs/copy.md). */
export const DOWNLOAD_LABEL = 'download';

/** The facts a card lists, in order: what is not known is left out. */
export function archiveFacts(
  archive: Pick<ArchiveCardData, 'version' | 'format'>,
  facts: { size: number | null; modified: string | null },
): { label: string; value: string }[] {
  const rows = [
    { label: 'Version', value: archive.version },
    { label: 'Format', value: archive.format },
    { label: 'Size', value: facts.size === null ? '' : formatFileSize(facts.size) },
    { label: 'Updated', value: facts.modified ? formatDate(facts.modified) : '' },
  ];
  return rows.filter((row) => row.value);
}

/**
 * A file of the grid: picture, title, its version, format, size and date, and its
 * "download" button (the spec's label; busy while it downloads).
 */
export function ArchiveCard({
  archive,
  onDownload,
}: {
  archive: ArchiveCardData;
  onDownload: (id: number) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const facts = archiveFacts(archive, useFileFacts(archive));
  const download = async () => {
    setBusy(true);
    try {
      await onDownload(archive.id);
    } finally {
      setBusy(false);
    }
  };
  return (
    <LibraryCard>
      {archive.picture ? (
        <LibraryCardPicture
          src={archive.picture}
          width={400}
          height={300}
          className={clsx(card.picture, card.photo)}
        />
      ) : (
        <div className={clsx(card.picture, card.photo)} />
      )}
      <div className={clsx(card.body, styles.body)}>
        <h3 className={clsx(typo.subtitle1, styles.title)}>{archive.title}</h3>
        {facts.length > 0 ? (
          <dl className={clsx(typo.caption, styles.facts)} data-file-facts="">
            {facts.map((fact) => (
              <div key={fact.label} className={styles.fact} data-fact={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <Button
          variant="outlined"
          size="small"
          className={styles.download}
          disabled={busy}
          aria-busy={busy || undefined}
          startIcon={<Icon path={downloadIcon} size="small" />}
          onClick={() => void download()}
        >
          {DOWNLOAD_LABEL}
          <VisuallyHidden> {archive.title}</VisuallyHidden>
        </Button>
      </div>
    </LibraryCard>
  );
}
