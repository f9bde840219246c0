/**
 * The header box's suggestions: what the index finds for what is typed so far,
 * best first, at most six; nothing for a brand the catalogue does not carry (the route's
 * answers: api/suggest-route.test.ts).
 */
import { buildCatalogueIndex } from '@/features/catalogue/search/catalogue-index';
import { SUGGESTIONS_MAX, suggestionsFrom } from '@/features/catalogue/search/suggestions';
import { article, goods } from '../../../../helpers/catalogue-records';

const catalogue = buildCatalogueIndex(
  [
    goods(1, 'AD900 Pro Scan Tool'),
    goods(2, 'AD800 Elite Scanner'),
    goods(3, 'TS500 TPMS Service Tool'),
    ...Array.from({ length: 8 }, (_, i) => goods(10 + i, `SC${i}00 Scanner Model ${i}`)),
  ],
  [
    article('tpms-relearn', 'Relearning TPMS Sensors After a Tire Rotation'),
    article('scan-tools', 'Scan Tools Explained'),
  ],
);

describe('suggestions while typing', () => {
  it('offers the products and articles found for an unfinished word, with their pages', () => {
    const names = suggestionsFrom(catalogue, 'tpm');
    expect(names).toEqual(
      expect.arrayContaining([
        {
          kind: 'goods',
          title: 'TS500 TPMS Service Tool',
          href: '/products/TS500-TPMS-Service-Tool',
        },
        {
          kind: 'article',
          title: 'Relearning TPMS Sensors After a Tire Rotation',
          href: '/blogs/tpms-relearn',
        },
      ]),
    );
    expect(names).toHaveLength(2);
  });

  it('offers nothing unrelated: "autel" finds no name', () => {
    expect(suggestionsFrom(catalogue, 'autel')).toEqual([]);
  });

  it('offers at most six names, none for a single letter', () => {
    expect(suggestionsFrom(catalogue, 'scanner')).toHaveLength(SUGGESTIONS_MAX);
    expect(suggestionsFrom(catalogue, 's')).toEqual([]);
  });
});
