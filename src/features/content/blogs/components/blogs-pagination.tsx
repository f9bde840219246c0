import { useSyncExternalStore } from 'react';
import { Pagination } from '@/components/pagination';
import { BREAKPOINT } from '@/config/constants';

export interface BlogsPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

const MOBILE_QUERY = `(max-width:${BREAKPOINT.mobile}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isMobile = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;

// The server and the hydrating render draw the medium pager, then the browser's width decides.
const onServer = () => false;

/** Total, prev, pager, next; small on mobile. */
export function BlogsPagination(props: BlogsPaginationProps) {
  const mobile = useSyncExternalStore(subscribe, isMobile, onServer);
  return <Pagination {...props} size={mobile ? 'small' : 'medium'} label="Articles pages" />;
}
