/** Payloads shared by the library pages' calls (docs/api.md), spelt as the API spells them. */
import type { ApiPage, Envelope } from '../api-types';

/** A child category of a support page (GET /api/supports/supports_all). */
export interface ApiSupportCategory {
  category_id: number;
  category_name: string;
}

export type SupportsAllResponse = Envelope<{ data?: ApiSupportCategory[] }>;

/** One category's page of a list (browse mode). */
export type LibraryPageResponse<ApiItem> = Envelope<{ page?: ApiPage; data?: ApiItem[] }>;

/** Every match of a keyword (search mode): no page. */
export type LibrarySearchResponse<ApiItem> = Envelope<{ data?: ApiItem[] }>;
