import { useToast } from '@/components/toast';
import { LibraryPage } from '../components/library-page';
import { archiveLibrary } from './api/archive-library';
import { ArchiveCard } from './components/archive-card';
import type { DownloadsProps } from './types';

const LABELS = { list: 'Downloads', grid: 'Files', empty: 'No files found.' };

/**
 * Downloads: the library page of files ("All" plus the file categories, a keyword
 * search). A click downloads the file under its name; a failure says so. The download's code
 * comes with the first click: it is not needed to show the page.
 */
export default function DownloadsView(props: DownloadsProps) {
  const toast = useToast();

  const download = async (archiveId: number) => {
    const { downloadArchive, DownloadError } = await import('./api/download-archive');
    try {
      await downloadArchive(archiveId);
    } catch (failure) {
      // The API's refusals were shown by the client; a file that did not come is said here.
      if (failure instanceof DownloadError) toast.error(failure.message);
    }
  };

  return (
    <LibraryPage
      {...props}
      source={archiveLibrary}
      labels={LABELS}
      renderCard={(archive) => <ArchiveCard archive={archive} onDownload={download} />}
    />
  );
}
