import {
  dealerCount,
  FIRST_SCREEN_DEALERS,
  firstScreen,
} from '@/features/support/where-to-buy/first-screen';
import type { DealerCountry } from '@/features/support/where-to-buy/types';

function country(id: number, dealers: number): DealerCountry {
  return {
    id,
    name: `Country ${id}`,
    choice: String(id),
    dealers: Array.from({ length: dealers }, (_, index) => ({
      name: `Dealer ${id}.${index}`,
      url: `https://dealer-${id}-${index}.example`,
      logo: '',
      modes: [],
    })),
  };
}

describe("where to buy's first screenful (server-rendered dealers)", () => {
  it('is about three rows of seven tiles at 1440 px', () => {
    expect(FIRST_SCREEN_DEALERS).toBe(21);
  });

  it('takes the first countries whole, in order, while they hold at most the limit', () => {
    const countries = [country(1, 3), country(2, 2), country(3, 4), country(4, 1), country(5, 9)];
    expect(firstScreen(countries, 10).map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(firstScreen(countries, 9).map((item) => item.id)).toEqual([1, 2, 3]);
    // Whole countries: the same objects, dealers and all.
    expect(firstScreen(countries, 9)[2]).toBe(countries[2]);
    expect(dealerCount(firstScreen(countries, 9))).toBe(9);
  });

  it('is the whole list when it fits', () => {
    const countries = [country(1, 3), country(2, 2)];
    expect(firstScreen(countries, 21)).toEqual(countries);
    expect(firstScreen([], 21)).toEqual([]);
  });

  it('cuts a first country with more dealers than the limit to its first ones, and stops there', () => {
    const countries = [country(1, 30), country(2, 1)];
    const first = firstScreen(countries, 21);
    expect(first).toHaveLength(1);
    expect(first[0]?.dealers).toEqual(countries[0]?.dealers.slice(0, 21));
    expect(countries[0]?.dealers).toHaveLength(30);
  });
});
