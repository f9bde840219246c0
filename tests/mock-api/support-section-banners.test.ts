/**
 * The support area's banners in the fixtures: every support page's category carries its own
 * banner picture, and no two of them show one scene (the help pages used to share the support
 * desk, told apart only by colours).
 */
import { bannerSceneFor } from '../../fixtures/art';
import { fixtures } from './helpers';

const { db, pictures } = fixtures();
const byUrl = new Map(pictures.map((p) => [p.url, p]));

/** The Support category, its children and the other pages of the support menu. */
const SUPPORT_PATHS = [
  '/support',
  '/support/vehicle-coverage',
  '/support/tech-support',
  '/support/warranty-return',
  '/support/downloads',
  '/support/faqs',
  '/support/training-center',
  '/support/fca-sgw',
  '/service-center',
  '/contact-us',
  '/where-to-buy',
];

function supportCategories() {
  return SUPPORT_PATHS.map((path) => {
    const category = db.categories.find((c) => c.category_paths === path);
    if (!category) throw new Error(`no category at ${path}`);
    return category;
  });
}

describe('support page banners', () => {
  it('each support page category has a banner picture of its own', () => {
    const banners = supportCategories().map((c) => c.category_picture);
    expect(banners.every((url) => byUrl.get(url)?.kind === 'banner')).toBe(true);
    expect(new Set(banners).size).toBe(banners.length);
  });

  it('each support page banner shows its own scene', () => {
    const scenes = supportCategories().map((c) => {
      const spec = byUrl.get(c.category_picture)!;
      return [c.category_paths, bannerSceneFor(spec.label, spec.url)] as const;
    });
    const byScene = new Map<string, string[]>();
    for (const [path, scene] of scenes) byScene.set(scene, [...(byScene.get(scene) ?? []), path]);
    expect([...byScene.values()].filter((paths) => paths.length > 1)).toEqual([]);
    // The service center shows its advertisement's banner (the spec's service_contact_all).
    const advert = db.advertisements.find((a) => a.advertisement_place === 'service-center');
    const advertSpec = advert && byUrl.get(advert.advertisement_picture);
    expect(advertSpec && bannerSceneFor(advertSpec.label, advertSpec.url)).toBe('service-counter');
    expect(Object.fromEntries(scenes)).toMatchObject({
      '/support': 'support-desk',
      '/service-center': 'service-counter',
      '/support/faqs': 'help-chat',
      '/support/training-center': 'classroom',
      '/support/downloads': 'parts',
    });
  });
});
