import {
  DocumentHeadTags,
  type DocumentHeadTagsProps,
  documentGetInitialProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import type { DocumentContext, DocumentProps } from 'next/document';
import { Head, Html, Main, NextScript } from 'next/document';
import { PreviewBar } from '@/components/preview-bar';
import { pageBootstrap } from '@/lib/page-bootstrap-manifest';

/** Where the page bootstrap's data sits in the page, for public/page-bootstrap.js. */
const BOOTSTRAP_DATA_ID = '__PAGE_BOOTSTRAP__';

type ScriptElements = ReturnType<Head['getScripts']>;
type DynamicChunkElements = ReturnType<Head['getDynamicChunks']>;

function scriptSource(script: DynamicChunkElements[number]): string | undefined {
  const props = script?.props as { src?: unknown } | undefined;
  return typeof props?.src === 'string' ? props.src : undefined;
}

/**
 * The document head of a production page: paint first, then run the scripts.
 *
 * Next writes every chunk as a `defer` script, so they all run as soon as the HTML is
 * parsed, in the same moments as the first frame. Here they are only preloaded (at low
 * priority, so they do not compete with the pictures of the first screen), and one static
 * script, public/page-bootstrap.js, appends them in their order once the browser has
 * produced two frames: the first screen is painted before the scripts and the hydration
 * take the main thread. A hidden tab produces no frames, so there it appends them at once.
 *
 * The same static script does the work of the inline bootstrap Next writes for Turbopack's
 * shared runtime (one runtime file for every page instead of one per entry, ~4.5 kB gzip
 * less on every first load), which our CSP's `script-src 'self'` refuses: it pushes the
 * chunk groups' parameters, written into the page as JSON, where Next's inline script would
 * have, before any chunk runs. Relies on Next 16's private build-manifest fields
 * `pagesChunkGroupBootstrapParams` and `chunkLoadingGlobal`, which src/lib/page-bootstrap-manifest.ts
 * reads and checks: a build whose manifest lacks them fails with what to do (docs/architecture.md,
 * "The framework seams"). In development Next's own tags are kept.
 * public/page-bootstrap.js has no comments: every byte of it is first-load JS.
 */
class PaintFirstHead extends Head {
  getDynamicChunks(files: Parameters<Head['getDynamicChunks']>[0]): DynamicChunkElements {
    // Production pages load the dynamic chunks with the others (getScripts below).
    return this.context.isDevelopment ? super.getDynamicChunks(files) : [];
  }

  getScripts(files: Parameters<Head['getScripts']>[0]): ScriptElements {
    if (this.context.isDevelopment) return super.getScripts(files);
    const sources = [...super.getDynamicChunks(files), ...super.getScripts(files)]
      .map(scriptSource)
      .filter((source): source is string => source !== undefined);
    const { global, params } = pageBootstrap(
      this.context.buildManifest,
      this.context.__NEXT_DATA__.page,
    );
    // `<` escaped so the JSON cannot close its script element.
    const data = JSON.stringify({ global, params, scripts: sources }).replace(/</g, '\\u003c');
    return [
      ...sources.map((source) => (
        <link key={source} rel="preload" as="script" href={source} fetchPriority="low" />
      )),
      <script
        key="page-bootstrap-data"
        id={BOOTSTRAP_DATA_ID}
        type="application/json"
        dangerouslySetInnerHTML={{ __html: data }}
      />,
      <script key="page-bootstrap" src="/page-bootstrap.js" defer />,
    ];
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
      <PaintFirstHead>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#0b4f9c" />
        <DocumentHeadTags {...props} />
      </PaintFirstHead>
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
