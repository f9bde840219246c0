import Head from 'next/head';
import type { SeoFields } from '@/lib/seo';
import { jsonLd } from '@/lib/seo';

/** The one SEO head of every page; tags are keyed so a page's tags replace the defaults. */
export function Seo({ seo, structuredData }: { seo: SeoFields; structuredData?: unknown }) {
  return (
    <Head>
      <title key="title">{seo.title}</title>
      <meta key="description" name="description" content={seo.description} />
      <meta key="keywords" name="keywords" content={seo.keywords} />
      <link key="canonical" rel="canonical" href={seo.canonical} />
      <meta key="og:title" property="og:title" content={seo.title} />
      <meta key="og:description" property="og:description" content={seo.description} />
      <meta key="og:url" property="og:url" content={seo.canonical} />
      <meta key="og:type" property="og:type" content={seo.type} />
      {seo.image ? <meta key="og:image" property="og:image" content={seo.image} /> : null}
      <meta key="twitter:card" name="twitter:card" content="summary_large_image" />
      {structuredData ? (
        <script
          key="ld"
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }}
        />
      ) : null}
    </Head>
  );
}
