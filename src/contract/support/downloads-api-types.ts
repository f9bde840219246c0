/** Payloads of the downloads calls (docs/api.md), spelt as the API spells them. */
import type { Envelope } from '../api-types';

/** An item of archive_all and archive_search. */
export interface ApiArchive {
  archive_id: number;
  archive_title: string;
  archive_picture: string;
  archive_file: string;
}

/** GET api/DownloadsArchive/downloads?archive_id=. */
export type ArchiveDownloadResponse = Envelope<{
  archive_find?: { archive_file: string; archive_title: string };
}>;
