/** Default locations of the mock's files, and the settings that move them. */
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(__dirname, '..');

/** The JSON database (`MOCK_DB`, default fixtures/db.json). */
export function defaultDbFile(): string {
  return path.resolve(process.env.MOCK_DB || path.join(PROJECT_ROOT, 'fixtures', 'db.json'));
}

/** The generated pictures (`MOCK_UPLOADS_DIR`, default mock-api/uploads). */
export function defaultUploadsDir(): string {
  return path.resolve(
    process.env.MOCK_UPLOADS_DIR || path.join(PROJECT_ROOT, 'mock-api', 'uploads'),
  );
}

export const DEFAULT_SITE_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];

/** Origins allowed by CORS (`SITE_ORIGINS`, comma-separated). */
export function defaultSiteOrigins(): string[] {
  const list = (process.env.SITE_ORIGINS || '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return list.length > 0 ? list : DEFAULT_SITE_ORIGINS;
}

/**
 * The site's origin, where the Google stand-in sends the browser back (`SITE_URL`, else the
 * first of `origins`, else http://localhost:3000).
 */
export function defaultSiteUrl(origins: readonly string[] = defaultSiteOrigins()): string {
  const url = (process.env.SITE_URL || '').trim() || origins[0] || DEFAULT_SITE_ORIGINS[0];
  return url.replace(/\/+$/, '');
}
