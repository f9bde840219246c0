/**
 * The sign-up and bind consent's "Terms of Service" opens the customer terms page the
 * category tree gives, never /statement (the distributor programme's terms).
 */
import type { ApiCategory } from '@/contract/api-types';
import { termsOfServicePath } from '@/features/auth/terms-path';
import { generateFixtures } from '../../../../fixtures/generate';

function category(id: number, path: string, children: ApiCategory[] = []): ApiCategory {
  return {
    category_id: id,
    category_name: `Category ${id}`,
    category_paths: path,
    category_component: 'CommonFilePage',
    children,
  } as unknown as ApiCategory;
}

const contactUs = (terms: ApiCategory[]) =>
  category(6, '/contact-us', [category(63, '/about-us/privacy-policy'), ...terms]);

describe('the terms page of the sign-up consent', () => {
  it('is the Terms of Service page of the fixtures’ category tree', () => {
    const { db } = generateFixtures();
    const tree = db.categories as unknown as ApiCategory[];
    expect(termsOfServicePath(tree)).toBe('/about-us/terms-of-service');
  });

  it('follows the tree when the CMS moves the page', () => {
    const tree = [contactUs([category(100, '/legal/terms')])];
    expect(termsOfServicePath(tree)).toBe('/legal/terms');
  });

  it('falls back to the route when the tree lacks it or gives no path', () => {
    expect(termsOfServicePath([contactUs([])])).toBe('/about-us/terms-of-service');
    expect(termsOfServicePath([contactUs([category(100, '')])])).toBe('/about-us/terms-of-service');
  });

  it('is never the distributor terms (/statement)', () => {
    const distributor = category(82, '/partnership/become-a-distributor');
    expect(termsOfServicePath([distributor, contactUs([])])).not.toBe('/statement');
  });
});
