/**
 * The reminders dismissed on this browser (local storage), shared by every component that
 * reads them and by other tabs.
 */
import { useCallback, useMemo } from 'react';
import { readStoredValue, useStoredValue, writeStoredValue } from '@/lib/use-stored-value';

export const DISMISSED_KEY = 'passportDismissed';

/** The ids a stored list holds; anything else (unset, not JSON, not strings) holds none. */
function idsOf(raw: string | null | undefined): ReadonlySet<string> {
  let ids: unknown = [];
  try {
    ids = raw ? JSON.parse(raw) : [];
  } catch {
    ids = [];
  }
  return new Set(Array.isArray(ids) ? ids.filter((id) => typeof id === 'string') : []);
}

export function useDismissed(): [ReadonlySet<string>, (id: string) => void] {
  const raw = useStoredValue('local', DISMISSED_KEY);
  const dismissed = useMemo(() => idsOf(raw), [raw]);
  const dismiss = useCallback((id: string) => {
    // Storage refused (private mode, full): the reminder comes back on the next visit.
    const next = [...idsOf(readStoredValue('local', DISMISSED_KEY)), id];
    writeStoredValue('local', DISMISSED_KEY, JSON.stringify(next));
  }, []);
  return [dismissed, dismiss];
}
