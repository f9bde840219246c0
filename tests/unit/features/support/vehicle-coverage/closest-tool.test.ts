/**
 * "Check my car" when no tool covers a vehicle: what the data lists and
 * the closest tool by make; and how a coverage product finds its goods.
 */
import type { ApiGoods } from '@/contract/api-types';
import {
  groupMake,
  listedMakes,
  nearestSameMake,
  widestTool,
} from '@/features/support/vehicle-coverage/closest-tool';
import { goodsOfProduct, toToolOffer } from '@/features/support/vehicle-coverage/tool-offers';
import type { ProductBrands, ProductVerdict } from '@/features/support/vehicle-coverage/verdicts';
import {
  closestText,
  listedCoverage,
} from '@/features/support/vehicle-coverage/components/vin-next-steps';
import { groupMakers, makerOfWmi } from '@/lib/vin/wmi';
import { NISSAN_FOR_RENAULT } from '../../../../helpers/closest-tools';

const CATALOGUE: ProductBrands[] = [
  {
    product: 'AD900 Pro',
    brands: [
      { brand: 'Honda', packid: 'HONDA', versions: ['V39.50'] },
      { brand: 'Toyota', packid: 'TOYOTA', versions: ['V48.10'] },
    ],
  },
  {
    product: 'AD1000 Max',
    brands: [
      { brand: 'Honda', packid: 'HONDA', versions: ['V39.53'] },
      { brand: 'Nissan', packid: 'NISSAN', versions: ['V36.20'] },
      { brand: 'Toyota', packid: 'TOYOTA', versions: ['V48.12'] },
    ],
  },
  { product: 'AD500', brands: null },
];

function otherYears(product: string, years: number[]): ProductVerdict {
  return {
    product,
    brand: { name: 'Honda', packid: 'HONDA', version: 'V1' },
    verdict: { kind: 'other-years', years },
  };
}

const NO_BRAND = (product: string): ProductVerdict => ({
  product,
  brand: null,
  verdict: { kind: 'no-brand' },
});

describe('the closest tool by make', () => {
  it('same make: the tool whose listed years come nearest the model year', () => {
    const verdicts = [
      otherYears('AD900 Pro', [2026, 2025, 2010]),
      otherYears('AD1000 Max', [2026, 2000, 1996]),
    ];
    expect(nearestSameMake(verdicts, 1990)).toEqual({
      kind: 'same-make',
      product: 'AD1000 Max',
      brand: 'Honda',
      packid: 'HONDA',
      years: { first: 1996, last: 2026 },
    });
    expect(nearestSameMake([NO_BRAND('AD500')], 1990)).toBeNull();
  });

  it('another make of the group: Nissan for a Renault, in the first product that has it', () => {
    const renault = makerOfWmi('VF1')!;
    expect(groupMake(CATALOGUE, groupMakers(renault))).toEqual({
      kind: 'group-make',
      product: 'AD1000 Max',
      brand: 'Nissan',
      packid: 'NISSAN',
      version: 'V36.20',
      group: renault.group,
    });
    // Tesla has no group: the tool with the most makes.
    expect(groupMake(CATALOGUE, groupMakers(makerOfWmi('5YJ')!))).toBeNull();
    expect(widestTool(CATALOGUE)).toEqual({ kind: 'widest', product: 'AD1000 Max', makes: 3 });
  });

  it('says which makes and years the data lists, and what the closest tool covers', () => {
    expect(listedMakes(CATALOGUE)).toEqual(['Honda', 'Nissan', 'Toyota']);
    expect(
      listedCoverage('Honda', [otherYears('AD1000 Max', [2026, 1996]), NO_BRAND('AD500')], []),
    ).toBe('Our coverage data lists Honda model years 1996 to 2026.');
    expect(listedCoverage('Tesla', [NO_BRAND('AD1000 Max')], listedMakes(CATALOGUE))).toBe(
      'Our coverage data does not list Tesla yet. It lists 3 makes: Honda, Nissan and Toyota.',
    );
    expect(closestText(NISSAN_FOR_RENAULT, 'Renault')).toBe(
      'covers Nissan, a make of the same group as Renault (Renault–Nissan–Mitsubishi Alliance), model years 1996 to 2026.',
    );
    expect(closestText({ kind: 'widest', product: 'AD1000 Max', makes: 16 }, 'Tesla')).toBe(
      'covers the most makes (16); no make of Tesla’s group is listed.',
    );
  });
});

describe('a coverage product’s goods', () => {
  const goods = (goods_id: number, goods_title: string, price = 0, crossed = 0) =>
    ({
      goods_id,
      goods_title,
      goods_selling_price: price,
      goods_crossed_price: crossed,
    }) as ApiGoods;

  it('is the goods whose title begins with the product’s words', () => {
    const list = [
      goods(1, 'AD5000 Ultra'),
      goods(2, 'AD500 OBD2 Scanner'),
      goods(3, 'Cable for the AD500'),
    ];
    expect(goodsOfProduct('AD500', list)?.goods_id).toBe(2);
    expect(goodsOfProduct('ad1000 max', [goods(4, 'AD1000 Max Diagnostic Tablet')])?.goods_id).toBe(
      4,
    );
    expect(goodsOfProduct('AD800 Elite', list)).toBeNull();
  });

  it('links to the product page with its price, the crossed price only when higher', () => {
    expect(toToolOffer('AD1000 Max', goods(4, 'AD1000 Max Diagnostic Tablet', 1299, 1599))).toEqual(
      {
        product: 'AD1000 Max',
        title: 'AD1000 Max Diagnostic Tablet',
        href: '/products/AD1000-Max-Diagnostic-Tablet',
        price: 1299,
        crossedPrice: 1599,
      },
    );
    expect(toToolOffer('AD500', goods(2, 'AD500 OBD2 Scanner', 189, 150)).crossedPrice).toBeNull();
  });
});
