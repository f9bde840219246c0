/** Shared builders of the support help pages' tests (tech support, downloads, training, FAQs). */
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

/** The JSON body a fetch call sent. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body ?? '{}'));
}
