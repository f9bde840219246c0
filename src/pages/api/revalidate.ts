export { revalidateHandler as default } from '@/page-kinds/revalidate';

/** The handler reads the raw body itself: the webhook's signature covers its exact bytes. */
export const config = { api: { bodyParser: false } };
