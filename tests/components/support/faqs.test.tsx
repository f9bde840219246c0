import { screen, waitFor, within } from '@testing-library/react';
import type { FaqsProps } from '@/features/support/faqs/types';
import FaqsView from '@/features/support/faqs/faqs-view';
import { callsTo, mockFetch, type MockRoute } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { bodyOf, supportPage } from './help-fixtures';

const FAQS_ROUTE = '/api/support/faqs';
const ARTICLE_TYPE = '/api/faqs/article_type';

const PROPS: FaqsProps = {
  ...supportPage(35, 'Answers to the questions customers ask most.'),
  banner: 'http://localhost:4000/uploads/categories/faqs.svg',
  categories: [
    { id: 21, name: 'Automotive Diagnostic Tool' },
    { id: 23, name: 'Code Reader' },
  ],
  types: [
    { id: 1, name: 'Software & Updates' },
    { id: 2, name: 'Registration & Account' },
    { id: 3, name: 'Connection & Pairing' },
  ],
  initial: {
    items: [
      {
        id: 1,
        question: 'How do I update my tool?',
        answerHtml: '<p>Use the <strong>update</strong> tool.</p>',
      },
      { id: 2, question: 'How do I register?', answerHtml: '<p>Sign up first.</p>' },
    ],
    total: 25,
    pageSize: 2,
  },
};

/** The site's FAQ route: a list built from the query, or what `answer` says. */
function faqsRoute(answer?: object): MockRoute {
  return (url) =>
    answer ?? {
      code: 200,
      msg: 'Success',
      data: {
        items: [
          {
            id: 100 + Number(url.searchParams.get('page')),
            question: `Q for ${url.searchParams.get('keyword') || 'all'} in ${url.searchParams.get('category_id')}/${url.searchParams.get('article_type_id')}`,
            answerHtml: '<ul><li>Step one</li></ul>',
          },
        ],
        total: 3,
        pageSize: 1,
      },
    };
}

function questions(): string[] {
  return within(screen.getByRole('region', { name: 'Questions' }))
    .queryAllByRole('button', { expanded: false })
    .concat(
      within(screen.getByRole('region', { name: 'Questions' })).queryAllByRole('button', {
        expanded: true,
      }),
    )
    .map((button) => button.textContent ?? '');
}

function renderPage(route = '/support/faqs', routes: Record<string, MockRoute> = {}) {
  const fetchMock = mockFetch({
    [FAQS_ROUTE]: faqsRoute(),
    [ARTICLE_TYPE]: {
      code: 200,
      msg: 'Success',
      article_type_all: [{ article_type_id: 3, article_type_name: 'Connection & Pairing' }],
    },
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(<FaqsView {...PROPS} />, { route }) };
}

const filters = () => screen.getByRole('search', { name: 'FAQs' });
const pager = () => screen.queryByRole('navigation', { name: 'FAQ pages' });

describe('FAQs', () => {
  it('renders the questions of page 1 with their answers collapsed, and the total', async () => {
    const { user, fetchMock } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
    expect(within(filters()).getByRole('combobox', { name: 'Category' })).toHaveValue('0');
    expect(within(filters()).getByRole('combobox', { name: 'Type' })).toHaveValue('0');
    const question = screen.getByRole('button', { name: 'How do I update my tool?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    // The answer is in the HTML (for search engines) while collapsed.
    const answer = screen.getByText('update', { selector: 'strong' });
    expect(answer).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(pager()).toHaveTextContent('Total 25');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('searches by keyword through the site route (answers sanitized there)', async () => {
    const { user, fetchMock, router } = renderPage();
    await user.type(within(filters()).getByRole('searchbox', { name: 'Keyword' }), ' update ');
    await user.click(within(filters()).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(questions()).toEqual(['Q for update in 0/0']));
    const [url] = callsTo(fetchMock, FAQS_ROUTE)[0];
    expect(url.origin).toBe(window.location.origin);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category_id: '0',
      article_type_id: '0',
      keyword: 'update',
      page: '1',
    });
    expect(router.asPath).toBe('/support/faqs?keyword=update');
    expect(screen.getByRole('status')).toHaveTextContent('Search results for “update”');
    expect(screen.getByText('Step one')).toBeInTheDocument();
    // Pagination stays in a search (total, prev, pager, next).
    expect(pager()).toHaveTextContent('Total 3');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(router.asPath).toBe('/support/faqs?keyword=update&page=2'));
    expect(callsTo(fetchMock, FAQS_ROUTE).at(-1)?.[0].searchParams.get('page')).toBe('2');

    await user.click(within(filters()).getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(questions()).toContain('How do I update my tool?'));
    expect(router.asPath).toBe('/support/faqs');
  });

  it('asks for keywords instead of searching an empty box', async () => {
    const { user, fetchMock } = renderPage();
    await user.click(within(filters()).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter keywords')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a category loads its types and its questions; a type filters them', async () => {
    const { user, fetchMock, router } = renderPage();
    await user.selectOptions(
      within(filters()).getByRole('combobox', { name: 'Category' }),
      'Code Reader',
    );
    await waitFor(() => expect(questions()).toEqual(['Q for all in 23/0']));
    expect(bodyOf(callsTo(fetchMock, ARTICLE_TYPE)[0][1])).toEqual({ category_id: 23, page: 1 });
    const type = within(filters()).getByRole('combobox', { name: 'Type' });
    await waitFor(() =>
      expect(
        within(type)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'Connection & Pairing']),
    );
    expect(router.asPath).toBe('/support/faqs?category=23');
    await user.selectOptions(type, '3');
    await waitFor(() => expect(questions()).toEqual(['Q for all in 23/3']));
    expect(router.asPath).toBe('/support/faqs?category=23&type=3');
  });

  it('shows the msg of a failing page as an error toast', async () => {
    const { user } = renderPage('/support/faqs', {
      [FAQS_ROUTE]: faqsRoute({ code: 500, msg: 'The FAQ service is resting' }),
    });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findAllByText('The FAQ service is resting')).not.toHaveLength(0);
    expect(document.querySelector('.MuiAlert-colorError')).not.toBeNull();
  });
});
