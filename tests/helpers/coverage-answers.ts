/** What the diagnosis service answers in the coverage matrix tests (its brands and columns). */

/** The brands of a product: the AD500 has Ford at V1; the others Ford at V2 and BMW at V3. */
export function brandsOf(productName: unknown) {
  return productName === 'AD500'
    ? [{ brand: 'Ford', packid: 'FORD', version: 'V1' }]
    : [
        { brand: 'Ford', packid: 'FORD', version: 'V2' },
        { brand: 'BMW', packid: 'BMW', version: 'V3' },
      ];
}

/** The columns: three filters (model, year, system) and the Read Codes function. */
export const DIAG_FIELDS = [
  { field: 'model', en: 'Model', filter_field: 1 },
  { field: 'year', en: 'Year', filter_field: 1 },
  { field: 'system', en: 'System', filter_field: 1 },
  { field: 'read_codes', en: 'Read Codes', filter_field: 0 },
];
