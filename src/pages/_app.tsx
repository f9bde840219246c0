import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import Head from 'next/head';
import { useEffect } from 'react';
import { ShellProviders, defaultLayout } from '@/features/shell';
import { installChunkReload } from '@/lib/chunk-reload';
import type { AppPropsWithLayout } from '@/lib/page-types';
import { theme } from '@/theme';

export default function App(props: AppPropsWithLayout) {
  const { Component, pageProps } = props;
  const getLayout = Component.getLayout ?? defaultLayout;
  useEffect(installChunkReload, []);
  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ShellProviders>{getLayout(<Component {...pageProps} />, pageProps)}</ShellProviders>
      </ThemeProvider>
    </AppCacheProvider>
  );
}
