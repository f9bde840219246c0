import clsx from 'clsx';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import typo from '@/styles/typography.module.css';
import { LibraryCard, LibraryCardPicture } from '@/features/support/components/library-card';
import { downloadIcon } from '../icons';
import type { ArchiveCard as ArchiveCardData } from '../types';
import styles from './archive-card.module.css';
import card from '@/styles/card.module.css';

/** A file of the grid: picture, title and its "Download" button (busy while it downloads). */
export function ArchiveCard({
  archive,
  onDownload,
}: {
  archive: ArchiveCardData;
  onDownload: (id: number) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
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
        <Button
          variant="outlined"
          size="small"
          className={styles.download}
          disabled={busy}
          aria-busy={busy || undefined}
          startIcon={<Icon path={downloadIcon} size="small" />}
          onClick={() => void download()}
        >
          Download<VisuallyHidden> {archive.title}</VisuallyHidden>
        </Button>
      </div>
    </LibraryCard>
  );
}
