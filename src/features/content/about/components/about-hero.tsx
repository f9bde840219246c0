import { PageBanner } from '@/components/page-banner';
import type { AboutBlock } from '@/features/content/types';

/**
 * Config 13: the page title and subtitle, set as text over its picture (the picture carries
 * no text of its own, so the title is said once and stays inside the banner on a phone).
 */
export function AboutHero({ hero, name }: { hero: AboutBlock | null; name: string }) {
  return (
    <section data-config-id={hero?.id}>
      <PageBanner
        src={hero?.picture ?? ''}
        priority
        title={hero?.title || name}
        subtitle={hero?.subtitle}
      />
    </section>
  );
}
