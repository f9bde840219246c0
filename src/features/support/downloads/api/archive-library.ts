import { pictureUrl } from '@/lib/format';
import { librarySource } from '@/features/support/api/library-source';
import { formatOf, NO_FILE_FACTS, versionOf } from '../file-facts';
import type { ArchiveCard } from '../types';
import type { ApiArchive } from '@/contract/support/downloads-api-types';
import { DOWNLOADS_ENDPOINTS } from '@/contract/vendor-endpoints/downloads';

/**
 * The files of the Downloads grid (docs/api.md): GET
 * /api/downloads/archive_all?category_id=&page= (browse) and
 * /api/downloads/archive_search?archiveKeywordsName= (every match, no page).
 */
export const archiveLibrary = librarySource<ApiArchive, ArchiveCard>({
  browse: DOWNLOADS_ENDPOINTS.archiveAll,
  search: DOWNLOADS_ENDPOINTS.archiveSearch,
  keywordParam: 'archiveKeywordsName',
  toItems: (archives) =>
    (archives ?? []).map((archive) => {
      const fileUrl = pictureUrl(archive.archive_file);
      return {
        id: archive.archive_id,
        title: archive.archive_title,
        picture: pictureUrl(archive.archive_picture),
        fileUrl,
        version: versionOf(archive.archive_title, fileUrl),
        format: formatOf(fileUrl),
        // Asked of the file itself (file-facts.ts): the record has no size or date.
        ...NO_FILE_FACTS,
      };
    }),
});
