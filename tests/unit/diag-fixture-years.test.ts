/**
 * The coverage fixtures list model years as a vendor's data does: each
 * make from the late 1990s to the current model year, so the common VINs of 2003-2016 cars
 * find tools; each model only in the years it was sold, each system and engine of its era.
 */
import { CURRENT_MODEL_YEAR, makeDiag } from '../../fixtures/factories/diag';

const diag = makeDiag();

/** The years of a package's rows in a version. */
function yearsIn(packid: string, version: string): Set<number> {
  return new Set(
    diag.rows
      .filter((row) => row.packid === packid && row.versions.includes(version))
      .map((row) => Number(row.cells.year)),
  );
}

describe('coverage fixtures: model years', () => {
  it('lists every make from 2000 or earlier (by make) to the current model year in its newest version', () => {
    const packids = [...new Set(diag.versions.map((v) => v.packid))];
    expect(packids.length).toBeGreaterThanOrEqual(16);
    for (const packid of packids) {
      const newest = diag.versions.find((v) => v.packid === packid)!.version;
      const years = yearsIn(packid, newest);
      expect(Math.min(...years)).toBeLessThanOrEqual(2000);
      expect(Math.max(...years)).toBe(CURRENT_MODEL_YEAR);
      for (let year = Math.min(...years); year <= CURRENT_MODEL_YEAR; year += 1) {
        expect([packid, year, years.has(year)]).toEqual([packid, year, true]);
      }
    }
  });

  it('gives every product, brand and version the model years 2003 to 2016', () => {
    for (const product of diag.products) {
      for (const brand of product.brands) {
        const years = yearsIn(brand.packid, brand.version);
        for (let year = 2003; year <= 2016; year += 1) {
          expect([product.product_name, brand.brand, brand.version, year, years.has(year)]).toEqual(
            [product.product_name, brand.brand, brand.version, year, true],
          );
        }
      }
    }
  });

  it('lists a model only in the years it was sold, and systems of their era', () => {
    const models = (packid: string, year: number) =>
      new Set(
        diag.rows
          .filter((r) => r.packid === packid && Number(r.cells.year) === year)
          .map((r) => r.cells.model),
      );
    // A 2003 Honda: Accord, Civic, Pilot; no HR-V (2016 on) or Passport (2019 on).
    expect([...models('HONDA', 2003)]).toEqual(
      expect.arrayContaining(['Accord', 'Civic', 'Pilot']),
    );
    expect(models('HONDA', 2003).has('HR-V')).toBe(false);
    expect(models('HONDA', 2003).has('Passport')).toBe(false);
    // No TPMS before its 2008 mandate; no 2.0 TFSI EA888 in a 1998 Audi.
    const old = diag.rows.filter((r) => Number(r.cells.year) < 2008);
    expect(old.length).toBeGreaterThan(1000);
    expect(old.some((r) => r.cells.system === 'TPMS')).toBe(false);
    expect(
      diag.rows.some((r) => r.cells.year === '1998' && r.cells.engine === 'EA888 2.0 TFSI'),
    ).toBe(false);
  });
});
