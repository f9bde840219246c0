import { IssueBoard } from '../components/issue-board/issue-board';
import { productIssueKind } from './product-issue-kind';

/** Product Issues & Troubleshootings. */
export default function ProductIssuesView() {
  return <IssueBoard kind={productIssueKind} />;
}
