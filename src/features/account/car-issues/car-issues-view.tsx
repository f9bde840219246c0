import { IssueBoard } from '../components/issue-board/issue-board';
import { carIssueKind } from './car-issue-kind';

/** Car Issues. */
export default function CarIssuesView() {
  return <IssueBoard kind={carIssueKind} />;
}
