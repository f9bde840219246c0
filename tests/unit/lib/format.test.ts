import { goodsSlug, goodsTitleFromSlug, pictureUrl } from '@/lib/format';
import { badgeForTag, toProductCard } from '@/lib/goods';
import type { ApiGoods } from '@/contract/api-types';

describe('goods slug rule (spaces become hyphens)', () => {
  it('replaces every space with a hyphen', () => {
    expect(goodsSlug('AD900 Pro Scan Tool')).toBe('AD900-Pro-Scan-Tool');
  });

  it('collapses runs of white space and trims', () => {
    expect(goodsSlug('  BT300   Battery Tester ')).toBe('BT300-Battery-Tester');
  });

  it('reads a slug back into the title', () => {
    expect(goodsTitleFromSlug('AD900-Pro-Scan-Tool')).toBe('AD900 Pro Scan Tool');
  });

  it('links a product card to /products/{slug}', () => {
    const card = toProductCard({
      goods_id: 7,
      goods_title: 'TPMS Pro 2',
      goods_picture: '/uploads/goods/tpms.svg',
      goods_tag_id: 3,
    } as ApiGoods);
    expect(card.href).toBe('/products/TPMS-Pro-2');
    expect(card.badge).toBe('hot');
  });
});

describe('picture URL prefix rule', () => {
  it('prefixes a relative URL with the public API base', () => {
    expect(pictureUrl('/uploads/goods/a.svg')).toBe('http://localhost:4000/uploads/goods/a.svg');
    expect(pictureUrl('uploads/goods/a.svg')).toBe('http://localhost:4000/uploads/goods/a.svg');
  });

  it('keeps absolute http and https URLs as they are', () => {
    expect(pictureUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(pictureUrl('HTTP://cdn.example.com/a.png')).toBe('HTTP://cdn.example.com/a.png');
  });

  it('answers an empty string for no picture', () => {
    expect(pictureUrl('')).toBe('');
    expect(pictureUrl(null)).toBe('');
  });
});

describe('badges by tag id', () => {
  it('maps 1 none, 2 new, 3 hot, 5 the third badge', () => {
    expect([1, 2, 3, 5, 9].map(badgeForTag)).toEqual([null, 'new', 'hot', 'special', null]);
  });
});
