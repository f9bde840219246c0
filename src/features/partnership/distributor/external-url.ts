/**
 * A partner's own address as a link target: http and https only (a bare host gets https),
 * anything else (javascript:, data:, garbage) gives '' and the card is shown without a link.
 */
export function externalUrl(raw: string | null | undefined): string {
  const value = (raw ?? '').trim();
  if (!value) return '';
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(value)
    ? value
    : `https://${value.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return '';
    return url.href;
  } catch {
    return '';
  }
}
