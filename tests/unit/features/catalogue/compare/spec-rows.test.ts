import type { ApiGoods } from '@/contract/api-types';
import { BADGE_ROW, buildComparison, PRICE_ROW } from '@/features/catalogue/compare/comparison';
import { alignSpecRows, valuesDiffer } from '@/features/catalogue/compare/spec-rows';
import {
  MODEL_ROWS_SHOWN,
  pickModels,
  toModelComparison,
} from '@/features/catalogue/product-detail/compared-models';

const spec = (name: string, details: string) => ({ name, details });

function goods(
  id: number,
  title: string,
  price: number,
  specs: [string, string][],
  extra: Partial<ApiGoods> = {},
): ApiGoods {
  return {
    goods_id: id,
    category_id: 21,
    goods_title: title,
    goods_picture: `/uploads/goods/${id}.jpg`,
    goods_tag_id: 1,
    goods_selling_price: price,
    goods_crossed_price: 0,
    goods_specifications_all: specs.map(([n, d]) => ({
      goods_specifications_name: n,
      goods_specifications_details: d,
    })),
    ...extra,
  } as ApiGoods;
}

describe('spec rows: the union of the tables, aligned by name', () => {
  it('has one row per name, the shared ones first, with null where a product lacks it', () => {
    const rows = alignSpecRows([
      [spec('Model', 'AD900'), spec('Display', '10 inch'), spec('Weight', '1 kg')],
      [spec('Model', 'AD500'), spec('Battery', '3000 mAh'), spec('Weight', '1 kg')],
    ]);
    expect(rows.map((row) => [row.name, row.group])).toEqual([
      ['Model', 'shared'],
      ['Weight', 'shared'],
      ['Display', 'partial'],
      ['Battery', 'partial'],
    ]);
    expect(rows[2].values).toEqual(['10 inch', null]);
    expect(rows[3].values).toEqual([null, '3000 mAh']);
  });

  it('matches names ignoring case and spacing, and keeps the first spelling', () => {
    const rows = alignSpecRows([
      [spec('Operating  System', 'Android 12')],
      [spec(' operating system', 'Android 12')],
    ]);
    expect(rows).toEqual([
      {
        name: 'Operating  System',
        values: ['Android 12', 'Android 12'],
        differs: false,
        group: 'shared',
      },
    ]);
  });

  it('marks a row whose listed values differ; a value not listed is no difference', () => {
    const rows = alignSpecRows([
      [spec('Model', 'AD900'), spec('Updates', '2 years free'), spec('Weight', '1 kg')],
      [spec('Model', 'AD500'), spec('Updates', ' 2 years  free ')],
      [spec('Model', 'AD300'), spec('Weight', '2 kg'), spec('Updates', '2 years free')],
    ]);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.differs]))).toEqual({
      Model: true,
      Updates: false,
      // Listed by two of three, and different there.
      Weight: true,
    });
    expect(valuesDiffer(['1 kg', null, null])).toBe(false);
    expect(valuesDiffer(['1 kg', null, '1  kg'])).toBe(false);
    expect(valuesDiffer([null, null])).toBe(false);
  });

  it('keeps a name repeated in one table together', () => {
    const rows = alignSpecRows([[spec('Port', 'USB-C'), spec('port', 'OBD2')], []]);
    expect(rows[0].values).toEqual(['USB-C; OBD2', null]);
  });

  it('skips nameless rows and marks nothing for a single product', () => {
    const rows = alignSpecRows([[spec('  ', 'x'), spec('Model', 'AD900')]]);
    expect(rows).toEqual([{ name: 'Model', values: ['AD900'], differs: false, group: 'shared' }]);
    expect(valuesDiffer(['a'])).toBe(false);
  });
});

describe('comparison of goods records', () => {
  it('puts price and badge first, shown but never counted as differences', () => {
    const { products, rows } = buildComparison([
      goods(1, 'AD900 Pro Scan Tool', 326.99, [['Model', 'AD900']], { goods_tag_id: 3 }),
      goods(2, 'AD500 OBD2 Scanner', 89, [['Model', 'AD500']]),
    ]);
    expect(products.map((p) => [p.slug, p.href, p.badge])).toEqual([
      ['AD900-Pro-Scan-Tool', '/products/AD900-Pro-Scan-Tool', 'hot'],
      ['AD500-OBD2-Scanner', '/products/AD500-OBD2-Scanner', null],
    ]);
    expect(rows.map((row) => [row.name, row.group, row.differs])).toEqual([
      [PRICE_ROW, 'summary', false],
      [BADGE_ROW, 'summary', false],
      ['Model', 'shared', true],
    ]);
    expect(rows[0].values).toEqual(['$326.99', '$89.00']);
    expect(rows[1].values).toEqual(['Hot', 'None']);
  });

  it('compares three tools of one kind on their specifications only', () => {
    const same: [string, string][] = [
      ['Warranty', '2 years'],
      ['Operating Temperature', '0-50 °C'],
    ];
    const { rows } = buildComparison([
      goods(1, 'AD900', 326.99, [['Model', 'AD900'], ...same], { goods_tag_id: 3 }),
      goods(2, 'AD1000', 829.99, [['Model', 'AD1000'], ...same], { goods_tag_id: 2 }),
      goods(3, 'AD500', 237.99, [['Model', 'AD500'], ...same]),
    ]);
    const specifications = rows.filter((row) => row.group !== 'summary');
    expect(specifications.filter((row) => row.differs).map((row) => row.name)).toEqual(['Model']);
    expect(specifications).toHaveLength(3);
  });

  it('compares products of different categories on the rows they share, the rest below', () => {
    const { rows } = buildComparison([
      goods(1, 'AD900 Pro Scan Tool', 326.99, [
        ['Model', 'AD900'],
        ['Display', '10.1-inch'],
        ['Operating System', 'Android 12'],
        ['Warranty', '2 years'],
      ]),
      goods(2, 'BT500 Battery and System Tester', 398.99, [
        ['Model', 'BT500'],
        ['Display', '2.8-inch'],
        ['Test Range', '40-2000 CCA'],
        ['Warranty', '2 years'],
      ]),
    ]);
    expect(rows.map((row) => [row.name, row.group, row.differs])).toEqual([
      [PRICE_ROW, 'summary', false],
      [BADGE_ROW, 'summary', false],
      ['Model', 'shared', true],
      ['Display', 'shared', true],
      ['Warranty', 'shared', false],
      ['Operating System', 'partial', false],
      ['Test Range', 'partial', false],
    ]);
    expect(rows.find((row) => row.name === 'Test Range')?.values).toEqual([null, '40-2000 CCA']);
  });
});

describe('the product page comparison of its category models', () => {
  const current = goods(1, 'Mid', 300, [['Model', 'M']]);
  const category = [
    goods(2, 'Cheap', 50, [['Model', 'C']]),
    current,
    goods(3, 'Near', 320, [['Model', 'N']]),
    goods(4, 'Far', 900, [['Model', 'F']]),
    goods(5, 'Close', 260, [['Model', 'L']]),
    goods(6, 'Unpriced', 0, [['Model', 'U']]),
  ];

  it('takes the product and the three models nearest in price', () => {
    expect(pickModels(current, category).map((g) => g.goods_title)).toEqual([
      'Mid',
      'Near',
      'Close',
      'Cheap',
    ]);
  });

  it('shows the price and differing rows, and links to the full comparison', () => {
    const many: [string, string][] = Array.from({ length: 10 }, (_, i) => [`Row ${i}`, `${i}`]);
    const same: [string, string][] = [['Warranty', '1 year']];
    const comparison = toModelComparison([
      goods(1, 'Mid', 300, [...same, ...many]),
      goods(3, 'Near', 320, [...same, ...many.map(([n, d]): [string, string] => [n, `${d}x`])]),
    ]);
    expect(comparison).not.toBeNull();
    expect(comparison!.rows[0].name).toBe(PRICE_ROW);
    expect(comparison!.rows).toHaveLength(MODEL_ROWS_SHOWN);
    // The price is shown (never counted), then the specifications that differ.
    expect(comparison!.rows[0].group).toBe('summary');
    expect(comparison!.rows.slice(1).every((row) => row.differs)).toBe(true);
    expect(comparison!.totalRows).toBe(13);
    expect(comparison!.href).toBe('/compare?products=Mid,Near');
  });

  it('is null for a category with no other model', () => {
    expect(toModelComparison(pickModels(current, [current]))).toBeNull();
  });
});
