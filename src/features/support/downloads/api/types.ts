/** Payloads of the downloads calls (spec 2, section 7), spelt as the API spells them. */
import type { ApiPage, Envelope } from '@/lib/api-types';

/** A child category of a support page (GET /api/supports/supports_all). */
export interface ApiSupportCategory {
  category_id: number;
  category_name: string;
}

export type SupportsAllResponse = Envelope<{ data?: ApiSupportCategory[] }>;

export interface ApiArchive {
  archive_id: number;
  archive_title: string;
  archive_picture: string;
  archive_file: string;
}

/** GET /api/downloads/archive_all?category_id=&page=. */
export type ArchiveAllResponse = Envelope<{ page?: ApiPage; data?: ApiArchive[] }>;

/** GET api/downloads/archive_search?archiveKeywordsName= (every match, no page). */
export type ArchiveSearchResponse = Envelope<{ data?: ApiArchive[] }>;

/** GET api/DownloadsArchive/downloads?archive_id=. */
export type ArchiveDownloadResponse = Envelope<{
  archive_find?: { archive_file: string; archive_title: string };
}>;
