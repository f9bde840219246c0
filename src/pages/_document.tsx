import {
  DocumentHeadTags,
  type DocumentHeadTagsProps,
  documentGetInitialProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import type { DocumentContext, DocumentProps } from 'next/document';
import { Head, Html, Main, NextScript } from 'next/document';
import type { ReactElement } from 'react';
import { PreviewBar } from '@/components/preview-bar';

/** Where the chunk bootstrap's data sits in the page, for public/turbopack-bootstrap.js. */
const BOOTSTRAP_DATA_ID = '__TURBOPACK_BOOTSTRAP__';

interface BootstrapManifest {
  pagesChunkGroupBootstrapParams?: Record<string, unknown>;
  chunkLoadingGlobal?: string;
}

/**
 * The document head, with Turbopack's shared runtime (one runtime file for every page
 * instead of one per entry, ~4.5 kB gzip less on every first load) made to work under our
 * CSP: Next inlines a small bootstrap script for it, which `script-src 'self'` refuses. The
 * bootstrap's data goes into the page as JSON (not run) and a static script from 'self',
 * public/turbopack-bootstrap.js (no comments there: every byte of it is first-load JS),
 * pushes it where Next's inline script would have, before any chunk runs (both `defer`,
 * in document order). Relies on Next 16's build manifest fields
 * `pagesChunkGroupBootstrapParams` and `chunkLoadingGlobal` (next/dist/pages/_document.js,
 * getInlineBootstrapScript); without them nothing is replaced.
 */
class CspHead extends Head {
  getScripts(files: Parameters<Head['getScripts']>[0]): ReactElement[] {
    const scripts = super.getScripts(files);
    const index = scripts.findIndex((script) => script.key === 'turbopack-bootstrap');
    if (index < 0) return scripts;
    const manifest = this.context.buildManifest as BootstrapManifest;
    const page = this.context.__NEXT_DATA__.page;
    const params = ['/_app', page]
      .map((name) => manifest.pagesChunkGroupBootstrapParams?.[name])
      .filter((entry) => entry !== undefined);
    // `<` escaped so the JSON cannot close its script element.
    const data = JSON.stringify({ global: manifest.chunkLoadingGlobal, params }).replace(
      /</g,
      '\\u003c',
    );
    const replacement = [
      <script
        key="turbopack-bootstrap-data"
        id={BOOTSTRAP_DATA_ID}
        type="application/json"
        dangerouslySetInnerHTML={{ __html: data }}
      />,
      <script key="turbopack-bootstrap" src="/turbopack-bootstrap.js" defer />,
    ];
    return [...scripts.slice(0, index), ...replacement, ...scripts.slice(index + 1)];
  }
}

/** The path rendered, for the exit link of the preview bar. */
interface PathDocumentProps {
  asPath?: string;
}

export default function Document(props: DocumentProps & DocumentHeadTagsProps & PathDocumentProps) {
  // A page rendered in draft mode (`preview` in its props) gets the preview bar, as markup
  // only, outside the React root: a public page's first load carries no script for it.
  const pageProps = props.__NEXT_DATA__.props?.pageProps as { preview?: unknown } | undefined;
  const preview = pageProps?.preview === true;
  return (
    <Html lang="en">
      <CspHead>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#0b4f9c" />
        <DocumentHeadTags {...props} />
      </CspHead>
      <body>
        {preview ? <PreviewBar path={props.asPath ?? '/'} /> : null}
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

// MUI's Emotion styles are collected on the server so the first paint is already styled.
Document.getInitialProps = async (ctx: DocumentContext) => ({
  ...(await documentGetInitialProps(ctx)),
  asPath: ctx.asPath,
});
