/**
 * What the coverage page shows for a choice before the transitions have loaded: the choice
 * itself, the lists under it loading and empty, and the same choice the transition then
 * makes.
 */
import { isPending, transition } from '@/features/support/vehicle-coverage/cascade';
import { previewChoice } from '@/features/support/vehicle-coverage/choice-preview';
import type {
  CoverageBrand,
  CoverageEvent,
  CoverageRequestKind,
  CoverageState,
} from '@/features/support/vehicle-coverage/types';
import { coverageDriver, presetChosen } from '../../../../helpers/coverage-cascade';

const BRANDS: Record<string, CoverageBrand[]> = {
  'AD900 Pro': [
    { brand: 'BMW', packid: 101, versions: ['V1.20', 'V1.10'] },
    { brand: 'Audi', packid: 102, versions: ['V3.00'] },
  ],
  'AD1000 Max': [{ brand: 'Ford', packid: 'F-7', versions: ['V9.1'] }],
};

const { firstView } = coverageDriver({ brands: BRANDS });

const KINDS: CoverageRequestKind[] = ['products', 'brands', 'fields', 'options', 'data'];

/** What the selects and the table read: the choices, their lists and what is loading. */
function shown(state: CoverageState) {
  return {
    product: state.product,
    brands: state.brands,
    packid: state.packid,
    version: state.version,
    filters: state.filters.map((f) => [f.field, f.value, f.ready, f.options]),
    results: state.results,
    loading: KINDS.filter((kind) => isPending(state, kind)),
  };
}

describe('a choice before the transitions load', () => {
  it('a product: its brands loading, nothing of the previous product listed', async () => {
    const state = await firstView();
    const preview = previewChoice(state, { type: 'productChanged', product: 'AD1000 Max' });
    expect(shown(preview)).toEqual({
      product: 'AD1000 Max',
      brands: [],
      packid: null,
      version: null,
      filters: [],
      results: null,
      loading: ['brands'],
    });
  });

  it('a brand: its first version, the columns loading', async () => {
    const state = await firstView();
    const preview = previewChoice(state, { type: 'brandChanged', packid: '102' });
    expect(shown(preview)).toMatchObject({
      packid: 102,
      version: 'V3.00',
      filters: [],
      results: null,
      loading: ['fields'],
    });
  });

  it('a filter: the later filters cleared, the next one and the rows loading', async () => {
    const state = await firstView();
    const preview = previewChoice(state, {
      type: 'filterChanged',
      field: 'model',
      value: 'model-b',
    });
    expect(preview.filters.map((f) => [f.value, f.ready])).toEqual([
      ['model-b', true],
      ['', false],
      ['', false],
    ]);
    expect(preview.pending.options?.field).toBe('year');
    expect(shown(preview).loading).toEqual(['options', 'data']);
  });

  it('a preset on another product: that product, its brands loading', async () => {
    const state = await firstView();
    const preview = previewChoice(state, presetChosen('AD1000 Max', 'F-7'));
    expect(shown(preview)).toMatchObject({
      product: 'AD1000 Max',
      brands: [],
      loading: ['brands'],
    });
  });

  it('shows what the transition then makes, for every choice', async () => {
    const state = await firstView();
    const events: CoverageEvent[] = [
      { type: 'productChanged', product: 'AD1000 Max' },
      { type: 'productChanged', product: 'AD900 Pro' },
      { type: 'productChanged', product: 'Nope' },
      { type: 'brandChanged', packid: '102' },
      { type: 'brandChanged', packid: '101' },
      { type: 'versionChanged', version: 'V1.10' },
      { type: 'versionChanged', version: 'V9.9' },
      { type: 'filterChanged', field: 'model', value: 'model-b' },
      { type: 'filterChanged', field: 'year', value: 'x' },
      { type: 'pageChanged', page: 3 },
      { type: 'pageChanged', page: 1 },
      presetChosen('AD1000 Max', 'F-7'),
      presetChosen('AD900 Pro', '102'),
    ];
    for (const event of events) {
      expect([event, shown(previewChoice(state, event))]).toEqual([
        event,
        shown(transition(state, event).state),
      ]);
    }
  });

  it('answers change nothing: they only come once the transitions run', async () => {
    const state = await firstView();
    expect(previewChoice(state, { type: 'brandsLoaded', id: 1, brands: [] })).toBe(state);
  });
});
