import { useEffect, useMemo, useState } from 'react';
import { titleNamesProduct } from '@/contract/goods-of-product';
import type { CarQuery } from './car-query';
import { closestCovering, coverageProducts, verdictOf } from './coverage-source';
import type { Verdict } from './verdict';

export type Cell = Verdict | { kind: 'loading' };
export type Closest = Extract<Verdict, { kind: 'covered' }> | null | 'loading';

export interface CoverageMatrix {
  /** `cells[garageId][tool]`. */
  cells: Record<number, Record<string, Cell>>;
  /** For a car none of the tools covers: the catalogue's first tool that does. */
  closest: Record<number, Closest>;
  /** The tools the coverage service has no list for (unknown for every car). */
  unlisted: string[];
  /** The service's product list did not come. */
  failed: boolean;
}

/** The coverage product a tool is (its catalogue title begins with the product's name). */
export function productOfTool(tool: string, products: readonly string[]): string | null {
  return products.find((product) => titleNamesProduct(tool, product)) ?? null;
}

/**
 * Every car against every tool, answered cell by cell as the service answers (the page stays
 * usable meanwhile); then, for a car none of the tools covers, the closest tool that does.
 */
export function useCoverageMatrix(
  cars: readonly CarQuery[],
  tools: readonly string[],
): CoverageMatrix {
  const [state, setState] = useState<CoverageMatrix>({
    cells: {},
    closest: {},
    unlisted: [],
    failed: false,
  });
  const carsKey = useMemo(() => JSON.stringify(cars), [cars]);
  const toolsKey = tools.join('\n');

  useEffect(() => {
    let live = true;
    const update = (change: (s: CoverageMatrix) => CoverageMatrix) => {
      if (live) setState(change);
    };
    const setCell = (garageId: number, tool: string, cell: Cell) =>
      update((s) => ({
        ...s,
        cells: { ...s.cells, [garageId]: { ...s.cells[garageId], [tool]: cell } },
      }));
    const list: CarQuery[] = JSON.parse(carsKey) as CarQuery[];
    const toolList = toolsKey ? toolsKey.split('\n') : [];
    update(() => ({
      cells: Object.fromEntries(
        list.map((car) => [
          car.garageId,
          Object.fromEntries(toolList.map((t) => [t, { kind: 'loading' }])),
        ]),
      ),
      closest: {},
      unlisted: [],
      failed: false,
    }));
    void (async () => {
      let products: string[];
      try {
        products = await coverageProducts();
      } catch {
        update((s) => ({ ...s, failed: true }));
        return;
      }
      const listed = toolList.flatMap((tool) => {
        const product = productOfTool(tool, products);
        return product ? [{ tool, product }] : [];
      });
      const unlisted = toolList.filter((tool) => !listed.some((l) => l.tool === tool));
      update((s) => ({ ...s, unlisted }));
      await Promise.all(
        list.map(async (car) => {
          for (const tool of unlisted)
            setCell(car.garageId, tool, { kind: 'unknown', reason: 'no-list' });
          const verdicts = await Promise.all(
            listed.map(async ({ tool, product }) => {
              const verdict = await verdictOf(product, car);
              setCell(car.garageId, tool, verdict);
              return verdict;
            }),
          );
          if (verdicts.some((v) => v.kind === 'covered') || !car.maker || car.year === null) return;
          update((s) => ({ ...s, closest: { ...s.closest, [car.garageId]: 'loading' } }));
          const closest = await closestCovering(
            car,
            listed.map((l) => l.product),
          ).catch(() => null);
          update((s) => ({ ...s, closest: { ...s.closest, [car.garageId]: closest } }));
        }),
      );
    })();
    return () => {
      live = false;
    };
  }, [carsKey, toolsKey]);

  return state;
}
