import { useRouter } from 'next/compat/router';
import { useCallback, useMemo } from 'react';
import type { CoveragePreset } from './types';

/** The page's own path when no router is mounted (a component test). */
const FALLBACK_PATH = '/support/vehicle-coverage';

function first(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === '' ? null : text.trim();
}

export interface CoverageQuery {
  /** `?vin=`: a VIN to check. */
  vin: string | null;
  /** `?product=&brand=&year=`: what to choose in the selects (brand is the packid). */
  preset: CoveragePreset | null;
  /** This page's URL with these parameters. */
  hrefWith: (params: Record<string, string>) => string;
  /** Puts the parameters in the address bar without reloading the page (false: no router). */
  replace: (params: Record<string, string>) => boolean;
}

/**
 * The coverage page's query: a VIN to check and a product, brand and year to preselect. The
 * page is static, so they are read in the browser once the router knows them; changing them
 * is a shallow navigation (the page's data is not fetched again).
 */
export function useCoverageQuery(): CoverageQuery {
  const router = useRouter();
  const query = router?.isReady ? router.query : {};
  const vin = first(query.vin);
  const product = first(query.product);
  const packid = first(query.brand);
  const yearText = first(query.year);
  const year = yearText !== null && /^\d{4}$/.test(yearText) ? yearText : null;
  const preset = useMemo(
    () => (product !== null && packid !== null ? { product, packid, year } : null),
    [product, packid, year],
  );
  const path = router ? (router.asPath.split(/[?#]/)[0] ?? FALLBACK_PATH) : FALLBACK_PATH;
  const hrefWith = useCallback(
    (params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`,
    [path],
  );
  const replace = useCallback(
    (params: Record<string, string>) => {
      if (!router) return false;
      router.replace(hrefWith(params), undefined, { shallow: true, scroll: false }).catch(() => {
        // A navigation cancelled by a newer one: nothing to do.
      });
      return true;
    },
    [router, hrefWith],
  );
  return { vin, preset, hrefWith, replace };
}
