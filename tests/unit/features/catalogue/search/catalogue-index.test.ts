/** The search index's make-up, from the lists as they came (no call: api/ loads the lists). */
import { popularGoods } from '@/features/catalogue/search/catalogue-index';
import { goods } from '../../../../helpers/catalogue-records';

describe('the catalogue index', () => {
  it('popular products: hot first, then recommended, each once, at most the count', () => {
    const list = [
      goods(1, 'a', { goods_recommend_id: 1 }),
      goods(2, 'b', { goods_tag_id: 3, goods_recommend_id: 1 }),
      goods(3, 'c'),
      goods(4, 'd', { goods_tag_id: 3 }),
    ];
    expect(popularGoods(list).map((g) => g.goods_id)).toEqual([2, 4, 1]);
    expect(popularGoods(list, 2).map((g) => g.goods_id)).toEqual([2, 4]);
  });
});
