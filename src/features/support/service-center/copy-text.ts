/** The messages of copying the e-mail (docs/copy.md, "Support area"). */
export const MSG_EMAIL_COPIED = 'Email copied to clipboard!';
export const MSG_EMAIL_COPY_FAILED = 'Failed to copy email';

/** The old way, for browsers without the async clipboard (pages not served over https). */
function copyWithSelection(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Out of sight and out of the layout, so nothing moves.
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const active = document.activeElement;
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (active instanceof HTMLElement) active.focus();
  }
}

/** Puts `text` on the clipboard; false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or no focus: try the old way.
    }
  }
  return copyWithSelection(text);
}
