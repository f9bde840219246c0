import { useEffect, useState } from 'react';
import type { FileFacts } from '../file-facts';
import type { ArchiveCard } from '../types';

/**
 * The card's file size and date: as the server found them, else asked of the file in the
 * browser once the card is shown (the pages the browser loads itself have none yet).
 */
export function useFileFacts(archive: ArchiveCard): FileFacts {
  const known = archive.size !== null || archive.modified !== null;
  const [asked, setAsked] = useState<{ url: string; facts: FileFacts } | null>(null);
  useEffect(() => {
    if (known || !archive.fileUrl) return undefined;
    const controller = new AbortController();
    // The HEAD request's code loads with the first card that needs it, off the first load.
    void import('../file-head')
      .then((head) => head.fetchFileFacts(archive.fileUrl, { signal: controller.signal }))
      .then(
        (facts) => {
          if (!controller.signal.aborted) setAsked({ url: archive.fileUrl, facts });
        },
        () => undefined,
      );
    return () => controller.abort();
  }, [known, archive.fileUrl]);
  if (known) return { size: archive.size, modified: archive.modified };
  return asked?.url === archive.fileUrl ? asked.facts : { size: null, modified: null };
}
