import '@/styles/globals.css';
import type { EmotionCache } from '@emotion/cache';
import Head from 'next/head';
import { useEffect } from 'react';
import { ShellProviders, defaultLayout } from '@/features/shell';
import { installChunkReload } from '@/lib/chunk-reload';
import { EmotionCacheContext } from '@/lib/emotion-cache-context';
import type { AppPropsWithLayout } from '@/lib/page-types';

/**
 * No MUI here on purpose: public pages are plain HTML styled by CSS modules (the design
 * tokens live in globals.css). MUI parts wrap themselves in `MuiProvider`, which picks up
 * the server's Emotion cache from this context.
 */
export default function App(props: AppPropsWithLayout & { emotionCache?: EmotionCache }) {
  const { Component, pageProps, emotionCache } = props;
  const getLayout = Component.getLayout ?? defaultLayout;
  useEffect(installChunkReload, []);
  return (
    <EmotionCacheContext.Provider value={emotionCache}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <ShellProviders>{getLayout(<Component {...pageProps} />, pageProps)}</ShellProviders>
    </EmotionCacheContext.Provider>
  );
}
