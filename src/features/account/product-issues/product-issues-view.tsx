import { IssueBoard } from '../components/issue-board/issue-board';
import { productIssueKind } from './product-issue-kind';

/** Product Issues & Troubleshootings (spec 3, section 2, screen 7). */
export default function ProductIssuesView() {
  return <IssueBoard kind={productIssueKind} />;
}
