/** Shared builders of the support help pages' tests (tech support, downloads, training, FAQs). */
import { screen, within } from '@testing-library/react';
import type { SupportNav } from '@/features/support/types';

/** The support section around a page (ids as in the fixtures' menu). */
export function supportNav(activeId: number): SupportNav {
  return {
    name: 'Support',
    path: '/support',
    banner: '',
    introduce: 'Coverage look-ups, downloads, video training, FAQs and direct help.',
    items: [
      { id: 32, name: 'Tech Support', path: '/support/tech-support', icon: '' },
      { id: 34, name: 'Downloads', path: '/support/downloads', icon: '' },
      { id: 35, name: 'FAQs', path: '/support/faqs', icon: '' },
      { id: 36, name: 'Training Center', path: '/support/training-center', icon: '' },
    ],
    activeId,
  };
}

/** A support page's own props: its id, its name as the menu names it, the menu, its introduction. */
export function supportPage(id: number, introduce: string) {
  const nav = supportNav(id);
  const item = nav.items.find((entry) => entry.id === id);
  if (!item) throw new Error(`The support menu has no page ${id}`);
  return { id, name: item.name, nav, introduce };
}

/** The JSON body a call sent (one function for every component test). */
export { bodyOf } from '../../mocks/fetch';

/** The titles of the cards (level 3 headings) in the region named `region`, in order. */
export function cardTitlesIn(region: string): string[] {
  return within(screen.getByRole('region', { name: region }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}
