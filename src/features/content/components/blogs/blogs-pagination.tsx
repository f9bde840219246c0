import useMediaQuery from '@mui/material/useMediaQuery';
import { Pagination } from '@/components/pagination';
import { BREAKPOINT } from '@/config/constants';

export interface BlogsPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** Total, prev, pager, next (spec 1 2.6); small on mobile. */
export function BlogsPagination(props: BlogsPaginationProps) {
  const mobile = useMediaQuery(`(max-width:${BREAKPOINT.mobile}px)`);
  return <Pagination {...props} size={mobile ? 'small' : 'medium'} label="Articles pages" />;
}
