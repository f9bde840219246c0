import { blockLook } from '@/features/partnership/components/config-cards';

describe('blockLook', () => {
  it('draws an SVG picture as an icon, whatever the list asked', () => {
    expect(blockLook('http://localhost:4000/uploads/configs/config-82.svg', 'photo')).toBe('icon');
    expect(blockLook('http://x/icon.SVG?v=2', 'photo')).toBe('icon');
    expect(blockLook('data:image/svg+xml,%3Csvg%3E', 'photo')).toBe('icon');
  });

  it('keeps the list look for a photo', () => {
    expect(blockLook('http://x/config-79.jpg', 'photo')).toBe('photo');
    expect(blockLook('http://x/config-79.jpg', 'icon')).toBe('icon');
  });
});
