import { IssueBoard } from '../components/issue-board/issue-board';
import { carIssueKind } from './car-issue-kind';

/** Car Issues (spec 3, section 2, screen 10). */
export default function CarIssuesView() {
  return <IssueBoard kind={carIssueKind} />;
}
