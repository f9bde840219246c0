/**
 * The sample functions' pictures are drawn on the server (so their paths never ship in the
 * page's JavaScript): each card's picture URL answers its icon in its class's colours.
 */
import { functionIconsRouteHandler } from '@/features/catalogue/function-stock/api/function-icons-route';
import { FUNCTION_ICON_PATHS } from '@/features/catalogue/function-stock/function-icons';
import { PLACEHOLDER_ITEMS } from '@/features/catalogue/function-stock/placeholder';
import { getRequest, recorder } from '../../../../../helpers/api-route';

function get(name: string, method = 'GET') {
  const { res, answer } = recorder();
  functionIconsRouteHandler(getRequest({ query: { name }, method }), res);
  return answer;
}

describe('GET /api/function-icons/<icon>-<class>.svg', () => {
  it("answers every sample card's picture as SVG with its own icon", () => {
    const drawn = new Set<string>();
    for (const item of PLACEHOLDER_ITEMS) {
      const name = item.picture.split('/').pop()!;
      const answer = get(name);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/svg+xml');
      const svg = String(answer.body);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      const icon = name.replace(/-\d\.svg$/, '') as keyof typeof FUNCTION_ICON_PATHS;
      expect(svg).toContain(`d="${FUNCTION_ICON_PATHS[icon]}"`);
      drawn.add(svg);
    }
    expect(drawn.size).toBe(PLACEHOLDER_ITEMS.length);
  });

  it('colours a picture by its class', () => {
    expect(String(get('key-1.svg').body)).not.toBe(String(get('key-2.svg').body));
  });

  it('answers 404 for an unknown icon, class or name, and 405 for a write', () => {
    for (const name of [
      'nothing-1.svg',
      'key-9.svg',
      'key-1.png',
      '../key-1.svg',
      'constructor-1.svg',
      '',
    ])
      expect(get(name).status).toBe(404);
    expect(get('key-1.svg', 'POST').status).toBe(405);
  });
});
