import { useMemo } from 'react';
import { parseKeyword, parsePage } from '@/lib/list-query';
import type { ListQuery } from '@/lib/use-list-query';

const NO_PARAMETER = (): string => '';

/**
 * The address as the server read it (not ready, no parameters) until `live`, then the real
 * one: for a part that hydrates late (HydrateLater), whose first render must match the server's.
 */
export function useServerQueryUntil(list: ListQuery, live: boolean): ListQuery {
  return useMemo(
    () =>
      live
        ? list
        : {
            ...list,
            ready: false,
            get: NO_PARAMETER,
            page: parsePage(''),
            keyword: parseKeyword(''),
          },
    [list, live],
  );
}
