/** The SWR side of the live reads: one useSWR per registered read, its answer sent back. */
import { useEffect } from 'react';
import useSWR from 'swr';
import type { LiveRegistration } from './registry';

function LiveRead({ read }: { read: LiveRegistration }) {
  const { key, fetcher, options, report, hash } = read;
  const { data, error, isLoading, isValidating, mutate } = useSWR(key, fetcher, {
    // Errors are not retried, nor reads asked again on focus: every failure is already
    // shown to the visitor by the API client, and a page's lists change on a visit only
    // when the visitor acts.
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: options.revalidateIfStale,
    revalidateOnMount: options.revalidateOnMount,
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
  useEffect(() => {
    report({ hash, data, error, isLoading, isValidating, mutate: () => mutate() });
  }, [report, hash, data, error, isLoading, isValidating, mutate]);
  return null;
}

export default function LiveReads({ reads }: { reads: readonly LiveRegistration[] }) {
  return reads.map((read) => <LiveRead key={`${read.id}:${read.hash}`} read={read} />);
}
