import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Head from 'next/head';
import Link from 'next/link';
import { paths } from '@/lib/paths';
import { ERROR_COPY } from '../types';

export interface ErrorViewProps {
  statusCode: number;
  message?: string;
}

/** The framework-level error page: the status, its message and, for 404, a way home. */
export function ErrorView({ statusCode, message }: ErrorViewProps) {
  const text =
    message || (statusCode === 404 ? ERROR_COPY.notFound : 'An unexpected error has occurred.');
  return (
    <Container sx={{ py: 10, textAlign: 'center' }}>
      <Head>
        <title key="title">{`${statusCode}: ${text}`}</title>
      </Head>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {statusCode}
      </Typography>
      <Typography sx={{ mb: 3 }}>{text}</Typography>
      {statusCode === 404 ? <Link href={paths.home()}>{ERROR_COPY.backHome}</Link> : null}
    </Container>
  );
}
