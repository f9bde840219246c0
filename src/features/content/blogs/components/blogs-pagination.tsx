import { Pagination } from '@/components/pagination';
import { BREAKPOINT } from '@/config/constants';
import { mediaQueryHook } from '@/lib/use-media-query';

export interface BlogsPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

// The server and the hydrating render draw the medium pager, then the browser's width decides.
const useIsMobile = mediaQueryHook(`(max-width:${BREAKPOINT.mobile}px)`);

/** Total, prev, pager, next; small on mobile. */
export function BlogsPagination(props: BlogsPaginationProps) {
  const mobile = useIsMobile();
  return <Pagination {...props} size={mobile ? 'small' : 'medium'} label="Articles pages" />;
}
