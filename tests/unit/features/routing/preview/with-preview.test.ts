/**
 * A draft-mode render reads drafts (every API call carries the preview credential)
 * and leaves no trace in the caches public renders use; public calls carry nothing.
 */
import type { GetStaticProps } from 'next';
import type { ApiCategory } from '@/contract/api-types';
import { PREVIEW_HEADER, previewCredential } from '@/contract/cms-signing';
import { runAsPreview } from '@/features/routing/preview/preview-scope';
import { withPreview } from '@/features/routing/preview/with-preview';
import { callApi } from '@/lib/api-client';
import { lastGoodSite } from '@/lib/last-good-site';
import { getSite } from '@/lib/site-data';
import { mockFetch } from '../../../../mocks/fetch';
import { get as getEntry } from '@/contract/vendor-endpoints/endpoint';

const SECRET = 'preview-test-secret';
const CREDENTIAL = previewCredential(SECRET) as string;

/** The header a call carried (undefined when absent). */
function sentHeader(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[PREVIEW_HEADER];
}

function category(name: string): ApiCategory {
  return {
    category_id: 1,
    category_name: name,
    category_paths: '/products',
    category_component: 'ProductPage',
    children: [],
  } as unknown as ApiCategory;
}

/** An API that serves drafts only to the credential, as the CMS does. */
function cmsWithDraft() {
  const isPreview = (init?: RequestInit) => sentHeader(init) === CREDENTIAL;
  return mockFetch({
    '/api/category/category_all': (_url, init) => ({
      code: 200,
      msg: 'ok',
      data: [category(isPreview(init) ? 'Products DRAFT-MARKER' : 'Products')],
    }),
    '/api/SiteSettings/site_settings_find': (_url, init) => ({
      code: 200,
      msg: 'ok',
      site_settings_find: { site_settings_title: isPreview(init) ? 'Draft title' : 'Tools Inc' },
    }),
  });
}

const saved = process.env.REVALIDATE_SECRET;
beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
});
afterAll(() => {
  if (saved === undefined) delete process.env.REVALIDATE_SECRET;
  else process.env.REVALIDATE_SECRET = saved;
});

describe('the preview scope', () => {
  it('adds the credential to every call made inside it, and to no call outside', async () => {
    const fetchMock = mockFetch({ '/api/x': { code: 200, msg: 'ok' } });
    await callApi(getEntry('/api/x'), { token: null });
    await runAsPreview(async () => {
      await callApi(getEntry('/api/x'), { token: null });
      // Calls started later in the same render (after awaits, in parallel) carry it too.
      await Promise.all([
        callApi(getEntry('/api/x')),
        new Promise((r) => setTimeout(r, 1)).then(() => callApi(getEntry('/api/x'))),
      ]);
    });
    await callApi(getEntry('/api/x'), { token: null });
    expect(fetchMock.mock.calls.map(([, init]) => sentHeader(init))).toEqual([
      undefined,
      CREDENTIAL,
      CREDENTIAL,
      CREDENTIAL,
      undefined,
    ]);
  });

  it('keeps a public render running at the same time apart from the preview', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const fetchMock = mockFetch({ '/api/x': { code: 200, msg: 'ok' } });
    const preview = runAsPreview(async () => {
      await gate;
      await callApi(getEntry('/api/x'), { query: { who: 'preview' } });
    });
    const visitor = (async () => {
      await gate;
      await callApi(getEntry('/api/x'), { query: { who: 'visitor' } });
    })();
    release();
    await Promise.all([preview, visitor]);
    const byWho = Object.fromEntries(
      fetchMock.mock.calls.map(([input, init]) => [
        new URL(String(input)).searchParams.get('who'),
        sentHeader(init),
      ]),
    );
    expect(byWho).toEqual({ preview: CREDENTIAL, visitor: undefined });
  });

  it('is off without REVALIDATE_SECRET: no credential is sent', async () => {
    delete process.env.REVALIDATE_SECRET;
    const fetchMock = mockFetch({ '/api/x': { code: 200, msg: 'ok' } });
    await runAsPreview(() => callApi(getEntry('/api/x')));
    expect(sentHeader(fetchMock.mock.calls[0][1])).toBeUndefined();
  });
});

describe('withPreview (getStaticProps in draft mode)', () => {
  const load: GetStaticProps<{ title: string }> = async () => {
    const { site } = await getSite();
    return { props: { title: site.siteTitle }, revalidate: 60 };
  };
  const getStaticProps = withPreview(load);

  it('renders the drafts and marks the props in draft mode only', async () => {
    cmsWithDraft();
    await expect(getStaticProps({ draftMode: true })).resolves.toEqual({
      props: { title: 'Draft title', preview: true },
      revalidate: 60,
    });
    await expect(getStaticProps({})).resolves.toEqual({
      props: { title: 'Tools Inc' },
      revalidate: 60,
    });
  });

  it('a preview render does not poison the cache of the next public render', async () => {
    const fetchMock = cmsWithDraft();
    // The public shell is cached (5 s) and remembered as the last good one.
    expect((await getSite()).site.siteTitle).toBe('Tools Inc');
    const publicCalls = fetchMock.mock.calls.length;
    // A preview render reads the drafts, not the cached public shell...
    expect(await getStaticProps({ draftMode: true })).toMatchObject({
      props: { title: 'Draft title' },
    });
    expect(fetchMock.mock.calls.length).toBeGreaterThan(publicCalls);
    // ...and leaves the cache and the last good shell as they were.
    const next = await getSite();
    expect(next.site.siteTitle).toBe('Tools Inc');
    expect(next.tree[0].category_name).toBe('Products');
    expect(lastGoodSite()?.siteTitle).toBe('Tools Inc');
    expect(JSON.stringify(next)).not.toContain('DRAFT-MARKER');
  });

  it('a preview render first, with an empty cache, leaves nothing for the public one', async () => {
    jest.resetModules();
    const fresh = await import('@/lib/site-data');
    const freshPreview = await import('@/features/routing/preview/with-preview');
    const freshLastGood = await import('@/lib/last-good-site');
    cmsWithDraft();
    const previewProps = freshPreview.withPreview<{ title: string }, never>(async () => ({
      props: { title: (await fresh.getSite()).site.siteTitle },
    }));
    expect(await previewProps({ draftMode: true })).toMatchObject({
      props: { title: 'Draft title' },
    });
    // (The last good shell lives per process: an earlier test's public shell may be there.)
    expect(freshLastGood.lastGoodSite()?.siteTitle).not.toBe('Draft title');
    expect((await fresh.getSite()).site.siteTitle).toBe('Tools Inc');
  });
});
