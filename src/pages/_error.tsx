import type { NextPageContext } from 'next';
import { errorStatus } from '@/features/routing/error-status';
import { ErrorView, type ErrorViewProps } from '@/features/routing/error/error-view';

function ErrorPage(props: ErrorViewProps) {
  return <ErrorView {...props} />;
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorViewProps => ({
  statusCode: errorStatus(res, err),
});

export default ErrorPage;
