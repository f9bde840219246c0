/** Payloads of the downloads calls (docs/api.md), spelt as the API spells them. */
import type { z } from 'zod';
import type { Envelope } from '../api-types';
import type { apiArchive } from '../schemas/support';

/** An item of archive_all and archive_search. */
export type ApiArchive = z.infer<typeof apiArchive>;

/** GET api/DownloadsArchive/downloads?archive_id=. */
export type ArchiveDownloadResponse = Envelope<{
  archive_find?: { archive_file: string; archive_title: string };
}>;
