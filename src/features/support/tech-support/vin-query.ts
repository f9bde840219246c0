import { normalizeVin } from '@/lib/vin/normalize';

/** 17 letters and digits without I, O and Q. */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The VIN of a `?vin=` query (upper case, spaces dropped), or null when it is not one. */
export function vinOfQuery(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined) return null;
  const vin = normalizeVin(text);
  return VIN.test(vin) ? vin : null;
}
