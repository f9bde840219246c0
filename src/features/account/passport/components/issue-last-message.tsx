import Typography from '@mui/material/Typography';
import { PRODUCT_ISSUES_ENDPOINTS } from '@/contract/vendor-endpoints/product-issues';
import { useAccountQuery } from '../../api/account-query';

/** An open issue's last message (the issue chat's own read, shared with it). */
export function IssueLastMessage({ issueId }: { issueId: number }) {
  const { data } = useAccountQuery(PRODUCT_ISSUES_ENDPOINTS.productTroubleshootingsAll, {
    product_issues_id: issueId,
  });
  const last = data?.product_troubleshootings_all.at(-1);
  if (!last) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-last-message="">
      {`${last.user_name || 'Customer Service'}: ${last.product_troubleshootings_content}`}
    </Typography>
  );
}
