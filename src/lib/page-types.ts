import type { NextPage } from 'next';
import type { AppProps } from 'next/app';
import type { ReactElement, ReactNode } from 'react';

/** A page may wrap itself in a layout of its own (the account area's dashboard, the login page). */
export type NextPageWithLayout<P = object> = NextPage<P> & {
  getLayout?: (page: ReactElement, props: P) => ReactNode;
};

export type AppPropsWithLayout = AppProps & { Component: NextPageWithLayout };
