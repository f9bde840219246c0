import clsx from 'clsx';
import Head from 'next/head';
import { Link } from '@/components/ui/link';
import { Container } from '@/components/ui/container';
import { paths } from '@/lib/paths';
import typo from '@/styles/typography.module.css';
import { ERROR_COPY } from '../types';
import styles from './error-view.module.css';

export interface ErrorViewProps {
  statusCode: number;
  message?: string;
}

/** The framework-level error page: the status, its message and, for 404, a way home. */
export function ErrorView({ statusCode, message }: ErrorViewProps) {
  const text =
    message || (statusCode === 404 ? ERROR_COPY.notFound : 'An unexpected error has occurred.');
  return (
    <Container className={styles.page}>
      <Head>
        <title key="title">{`${statusCode}: ${text}`}</title>
      </Head>
      <h1 className={clsx(typo.h1, styles.title)}>{statusCode}</h1>
      <p className={clsx(typo.body1, styles.message)}>{text}</p>
      {statusCode === 404 ? <Link href={paths.home()}>{ERROR_COPY.backHome}</Link> : null}
    </Container>
  );
}
