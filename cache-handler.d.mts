/** Types of cache-handler.mjs for src/instrumentation.ts (the seeding of the shared cache). */
import type { CacheHandler } from '@fortedigital/nextjs-cache-handler';

declare const handler: typeof CacheHandler;
export default handler;
