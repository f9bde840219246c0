import { screen, waitFor, within } from '@testing-library/react';
import type { DownloadsProps } from '@/features/support/downloads/types';
import DownloadsView from '@/features/support/downloads/downloads-view';
import { DOWNLOAD_LABEL } from '@/features/support/downloads/components/archive-card';
import { callsTo, type FetchMock, mockFetch, type MockRoute } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { cardTitlesIn, supportPage } from './help-fixtures';

const ARCHIVE_ALL = '/api/downloads/archive_all';
const ARCHIVE_SEARCH = '/api/downloads/archive_search';
const ARCHIVE_DOWNLOAD = '/api/DownloadsArchive/downloads';

function archives(ids: number[]) {
  return ids.map((id) => ({
    archive_id: id,
    archive_title: `File ${id}`,
    archive_picture: `/uploads/downloads/file-${id}.svg`,
    archive_file: `/uploads/downloads/file-${id}.pdf`,
  }));
}

const PROPS: DownloadsProps = {
  ...supportPage(34, 'User manuals, update tools and drivers.'),
  categories: [
    { id: 341, name: 'User Manuals' },
    { id: 342, name: 'Drivers' },
  ],
  initial: {
    items: archives([1, 2, 3]).map((a) => ({
      id: a.archive_id,
      title: a.archive_title,
      picture: `http://localhost:4000${a.archive_picture}`,
      fileUrl: `http://localhost:4000${a.archive_file}`,
      version: '',
      format: 'PDF',
      size: 1024 * a.archive_id,
      modified: '2026-05-04T10:00:00.000Z',
    })),
    total: 30,
    pageSize: 3,
  },
};

const ARCHIVE_ALL_ROUTE: MockRoute = (url) => {
  const page = Number(url.searchParams.get('page'));
  const category = Number(url.searchParams.get('category_id'));
  const first = category * 100 + page * 10;
  return {
    code: 200,
    msg: 'Success',
    page: { currentPage: page, total: 12, listRows: 3 },
    data: archives([first, first + 1]),
  };
};

const cardTitles = () => cardTitlesIn('Files');

function renderPage(route = '/support/downloads', routes: Record<string, MockRoute> = {}) {
  const fetchMock = mockFetch({ [ARCHIVE_ALL]: ARCHIVE_ALL_ROUTE, ...routes });
  return { fetchMock, ...renderWithProviders(<DownloadsView {...PROPS} />, { route }) };
}

const categorySelect = () => screen.getByRole('combobox', { name: 'Category' });
const searchBox = () =>
  within(screen.getByRole('search', { name: 'Downloads' })).getByRole('searchbox', {
    name: 'Search downloads',
  });
const pager = () => screen.queryByRole('navigation', { name: 'Downloads pages' });

describe('downloads: browse mode', () => {
  it('renders page 1 of every file from the props, with the pager', () => {
    const { fetchMock } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Downloads' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['File 1', 'File 2', 'File 3']);
    expect(categorySelect()).toHaveValue('34');
    expect(
      within(categorySelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'User Manuals', 'Drivers']);
    // The spec: each file card has a "download" label, word for word (docs/copy.md).
    expect(screen.getByRole('button', { name: 'download File 1' })).toBeEnabled();
    expect(pager()).toHaveTextContent('Total 30');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a category loads its page 1 and goes into the address', async () => {
    const { user, fetchMock, router } = renderPage();
    await user.selectOptions(categorySelect(), 'User Manuals');
    await waitFor(() => expect(cardTitles()).toEqual(['File 34110', 'File 34111']));
    const [url] = callsTo(fetchMock, ARCHIVE_ALL)[0];
    expect(url.searchParams.get('category_id')).toBe('341');
    expect(url.searchParams.get('page')).toBe('1');
    expect(router.asPath).toBe('/support/downloads?category=341');
    expect(pager()).toHaveTextContent('Total 12');

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(cardTitles()).toEqual(['File 34120', 'File 34121']));
    expect(router.asPath).toBe('/support/downloads?category=341&page=2');
  });

  it('reads the category and page from the address', async () => {
    const { fetchMock } = renderPage('/support/downloads?category=342&page=3');
    await waitFor(() => expect(cardTitles()).toEqual(['File 34230', 'File 34231']));
    expect(categorySelect()).toHaveValue('342');
    expect(callsTo(fetchMock, ARCHIVE_ALL)[0][0].searchParams.get('page')).toBe('3');
  });
});

describe('downloads: file facts', () => {
  it('shows the size and date the server found for page 1, asking nothing', () => {
    const { fetchMock } = renderPage();
    const card = screen.getByRole('heading', { level: 3, name: 'File 2' }).parentElement!;
    const facts = within(card);
    expect(facts.getByText('Size').nextSibling).toHaveTextContent('2 KB');
    expect(facts.getByText('Updated').nextSibling).toHaveTextContent('May 4, 2026');
    expect(facts.getByText('Format').nextSibling).toHaveTextContent('PDF');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks each file of a page loaded in the browser for its size and date (HEAD)', async () => {
    const { user, fetchMock } = renderPage();
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'HEAD'
        ? ({
            ok: true,
            status: 200,
            headers: new Headers({
              'Content-Length': '3072',
              'Last-Modified': 'Mon, 02 Nov 2026 08:00:00 GMT',
            }),
          } as unknown as Awaited<ReturnType<typeof answer>>)
        : answer(input, init),
    );
    await user.selectOptions(categorySelect(), 'User Manuals');
    await waitFor(() => expect(cardTitles()).toEqual(['File 34110', 'File 34111']));
    await waitFor(() => expect(screen.getAllByText('3 KB')).toHaveLength(2));
    expect(screen.getAllByText('Nov 2, 2026')).toHaveLength(2);
    const heads = fetchMock.mock.calls.filter(([, init]) => init?.method === 'HEAD');
    expect(heads.map(([url]) => new URL(String(url)).pathname)).toEqual([
      '/uploads/downloads/file-34110.pdf',
      '/uploads/downloads/file-34111.pdf',
    ]);
  });
});

describe('downloads: search mode', () => {
  it('searches every file, clears the category and hides the pager', async () => {
    const { user, fetchMock, router } = renderPage('/support/downloads?category=341', {
      [ARCHIVE_SEARCH]: { code: 200, msg: 'Success', data: archives([7, 8, 9, 10]) },
    });
    await waitFor(() => expect(cardTitles()).toEqual(['File 34110', 'File 34111']));
    await user.type(searchBox(), ' manual ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(cardTitles()).toEqual(['File 7', 'File 8', 'File 9', 'File 10']));
    const [url] = callsTo(fetchMock, ARCHIVE_SEARCH)[0];
    expect(url.searchParams.get('archiveKeywordsName')).toBe('manual');
    expect(router.asPath).toBe('/support/downloads?keyword=manual');
    expect(categorySelect()).toHaveValue('');
    expect(pager()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Search results for “manual”');

    // A category leaves the search: keyword cleared, page 1, the pager back.
    await user.selectOptions(categorySelect(), 'All');
    await waitFor(() => expect(cardTitles()).toEqual(['File 1', 'File 2', 'File 3']));
    expect(router.asPath).toBe('/support/downloads');
    expect(searchBox()).toHaveValue('');
    expect(pager()).toBeInTheDocument();
  });

  it('sends the keyword as ?keyword= when the form is submitted before the page hydrated', () => {
    renderPage();
    // Without the page's scripts the browser submits the form itself: a GET to the page with
    // its named fields, which is the address the search mode reads.
    const form = searchBox().closest('form');
    expect(form).not.toBeNull();
    expect(form?.getAttribute('method') ?? 'get').toBe('get');
    expect(form?.hasAttribute('action')).toBe(false);
    expect(searchBox()).toHaveAttribute('name', 'keyword');
  });

  it('does not search an empty keyword: "Please enter keywords"', async () => {
    const { user, fetchMock } = renderPage();
    await user.type(searchBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter keywords')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pager()).toBeInTheDocument();
  });
});

describe('downloads: a click downloads the file', () => {
  let saved: { href: string; download: string }[];
  const clickSpy = jest.spyOn(HTMLAnchorElement.prototype, 'click');

  beforeEach(() => {
    saved = [];
    clickSpy.mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/file');
    URL.revokeObjectURL = jest.fn();
  });

  afterAll(() => clickSpy.mockRestore());

  /** The API routes, plus the files themselves under /uploads/ (a real response shape). */
  function withFiles(
    routes: Record<string, MockRoute>,
    file: { status: number; disposition?: string },
  ): FetchMock {
    const api = mockFetch(routes);
    const both: FetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (!url.pathname.startsWith('/uploads/')) return api(input, init);
      return {
        status: file.status,
        ok: file.status === 200,
        headers: {
          get: (name: string) => (/disposition/i.test(name) ? (file.disposition ?? null) : null),
        },
        blob: async () => new Blob(['%PDF-1.4']),
        json: async () => null,
      } as unknown as Awaited<ReturnType<FetchMock>>;
    });
    global.fetch = both as unknown as typeof fetch;
    return both;
  }

  const found = {
    code: 200,
    msg: 'Success',
    archive_find: { archive_title: 'File 2', archive_file: '/uploads/downloads/file-2.pdf' },
  };

  it('asks where the file is, fetches it and saves it under its name', async () => {
    const fetchMock = withFiles(
      { [ARCHIVE_DOWNLOAD]: found },
      { status: 200, disposition: 'attachment; filename="file-2.pdf"' },
    );
    const { user } = renderWithProviders(<DownloadsView {...PROPS} />);
    await user.click(screen.getByRole('button', { name: `${DOWNLOAD_LABEL} File 2` }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ href: 'blob:http://localhost/file', download: 'file-2.pdf' });
    expect(callsTo(fetchMock, ARCHIVE_DOWNLOAD)[0][0].searchParams.get('archive_id')).toBe('2');
    expect(callsTo(fetchMock, '/uploads/downloads/file-2.pdf')).toHaveLength(1);
    expect(screen.getByRole('button', { name: `${DOWNLOAD_LABEL} File 2` })).toBeEnabled();
  });

  it('names the file after its title when the server gives no name', async () => {
    withFiles({ [ARCHIVE_DOWNLOAD]: found }, { status: 200 });
    const { user } = renderWithProviders(<DownloadsView {...PROPS} />);
    await user.click(screen.getByRole('button', { name: `${DOWNLOAD_LABEL} File 2` }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].download).toBe('File 2.pdf');
  });

  it('says so when the file does not come', async () => {
    withFiles({ [ARCHIVE_DOWNLOAD]: found }, { status: 404 });
    const { user } = renderWithProviders(<DownloadsView {...PROPS} />);
    await user.click(screen.getByRole('button', { name: `${DOWNLOAD_LABEL} File 2` }));
    expect(
      await screen.findByText('The file could not be downloaded. Please try again later.'),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it("shows the API's msg when it refuses", async () => {
    withFiles(
      {
        [ARCHIVE_DOWNLOAD]: { code: 404, msg: 'This file does not exist or has been removed' },
      },
      { status: 200 },
    );
    const { user } = renderWithProviders(<DownloadsView {...PROPS} />);
    await user.click(screen.getByRole('button', { name: `${DOWNLOAD_LABEL} File 2` }));
    expect(
      await screen.findByText('This file does not exist or has been removed'),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
