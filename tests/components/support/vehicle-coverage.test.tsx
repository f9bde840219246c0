/**
 * Vehicle coverage in the browser: the server-settled first view, the cascade's selects,
 * the √ ※ × cells' meaning, pagination, the function popup and its search, and the
 * proxy's own codes (0 ok, 500 silent, others shown).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getVehicleCoverageInitial } from '@/features/support/vehicle-coverage/api/get-vehicle-coverage';
import VehicleCoverageView from '@/features/support/vehicle-coverage/vehicle-coverage-view';
import type { SupportNav } from '@/features/support/types';
import { callsTo, type FetchMock, mockFetch } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { DIAGOEM_ENDPOINTS } from '@/contract/vendor-endpoints/diagoem';

const nav: SupportNav = {
  name: 'Support',
  path: '/support',
  banner: '',
  introduce: 'Coverage look-ups, downloads, video training, FAQs and direct help.',
  items: [{ id: 31, name: 'Vehicle Coverage', path: '/support/vehicle-coverage', icon: '' }],
  activeId: 31,
};

type Data = Record<string, unknown>;

const FUNCTIONS = [
  {
    no: '1012',
    function_name: 'Injector Coding',
    system: 'Engine',
    description: 'Codes injectors',
  },
  { no: '1015', function_name: 'Throttle Adaptation', system: 'Engine', description: 'Relearn' },
  {
    no: '1020',
    function_name: 'Oil Reset',
    system: 'Service',
    description: 'Resets the oil light',
  },
];

/** 45 rows: page N's first model is "Model <(N-1)*20+1>". */
function rowsOf(filters: Data) {
  return Array.from({ length: 45 }, (_, i) => ({
    model: filters.model ? String(filters.model) : `Model ${i + 1}`,
    year: '2020',
    read_codes: ['√', '※', '×', ''][i % 4],
    special_functions: i === 0 ? '1012,1015,1020' : '',
    remark: i === 0 ? 'Needs a gateway cable' : '',
  }));
}

/** The coverage service behind the proxy, as docs/mock/support.md documents it. */
function service(url: string, data: Data): { code: number; msg: string; data: unknown } {
  const ok = (payload: unknown) => ({ code: 0, msg: 'ok', data: payload });
  switch (url) {
    case '/funcquery/diagOem/getProduct':
      return ok([{ product_name: 'AD900 Pro' }, { product_name: 'AD800 Elite' }]);
    case '/funcquery/diagOem/getBrand':
      return ok(
        data.product_name === 'AD900 Pro'
          ? [
              { brand: 'Audi', packid: 11, version: 'V2.0' },
              { brand: 'Audi', packid: 11, version: 'V1.0' },
              { brand: 'BMW', packid: 12, version: 'V5.1' },
            ]
          : [{ brand: 'Volvo', packid: 40, version: 'V0.9' }],
      );
    case '/funcquery/diagOem/getDiagField':
      if (data.packid === 40) {
        return { code: 500, msg: 'The coverage data of this version is being updated', data: null };
      }
      return ok([
        { field: 'model', en: 'Model', filter_field: 1 },
        { field: 'year', en: 'Year', filter_field: 1 },
        { field: 'read_codes', en: 'Read Codes', filter_field: 0 },
        { field: 'special_functions', en: 'Special Functions', filter_field: 0 },
        { field: 'remark', en: 'Remark', filter_field: 0 },
      ]);
    case '/funcquery/diagOem/getFieldOptions':
      return ok(data.field === 'model' ? ['A4', 'A6'] : [`Years of ${String(data.model)}`]);
    case '/funcquery/diagOem/getDiagData': {
      if (data.model === 'A6') return { code: 400, msg: 'The A6 is not listed', data: null };
      const all = rowsOf(data);
      const index = Number(data.PageIndex);
      const size = Number(data.PageSize);
      return ok({
        Data: all.slice((index - 1) * size, index * size),
        Total: all.length,
        PageSize: size,
        PageIndex: index,
      });
    }
    case '/funcquery/diagOem/getDiagExtraField':
      return ok([
        { field: 'no', en: 'No.' },
        { field: 'function_name', en: 'Function' },
        { field: 'system', en: 'System' },
        { field: 'description', en: 'Description' },
      ]);
    case '/funcquery/diagOem/getDiagExtraData': {
      const name = String(data.function_name ?? '').toLowerCase();
      const numbers = String(data.nos).split(',');
      const found = FUNCTIONS.filter(
        (f) => numbers.includes(f.no) && f.function_name.toLowerCase().includes(name),
      );
      return ok({ Data: found, Total: found.length, PageSize: data.PageSize, PageIndex: 1 });
    }
    default:
      return { code: 404, msg: 'Unknown requestUrl', data: null };
  }
}

/** Holds a call until the test lets it answer: a promise, or undefined to answer at once. */
type Hold = (requestUrl: string, data: Data) => Promise<void> | undefined;

function mockService(hold?: Hold): FetchMock {
  return mockFetch({
    [DIAGOEM_ENDPOINTS.getInterface.path]: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { requestUrl: string; requestData: string };
      const data = JSON.parse(body.requestData) as Data;
      await hold?.(body.requestUrl, data);
      return service(body.requestUrl, data);
    },
  });
}

/** The requests sent to one upstream URL, their data parsed. */
function sent(fetchMock: FetchMock, requestUrl: string): Data[] {
  return callsTo(fetchMock, DIAGOEM_ENDPOINTS.getInterface.path)
    .map(
      ([, init]) => JSON.parse(String(init?.body)) as { requestUrl: string; requestData: string },
    )
    .filter((body) => body.requestUrl === `/funcquery/diagOem/${requestUrl}`)
    .map((body) => JSON.parse(body.requestData) as Data);
}

async function renderServerPage(hold?: Hold) {
  const fetchMock = mockService(hold);
  const initial = await getVehicleCoverageInitial();
  if (!initial) throw new Error('the server did not settle the cascade');
  fetchMock.mockClear();
  const rendered = renderWithProviders(
    <VehicleCoverageView id={31} name="Vehicle Coverage" nav={nav} initial={initial} tools={[]} />,
  );
  return { fetchMock, initial, ...rendered };
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('option')
    .map((o) => o.textContent);
const table = () => screen.getByRole('table', { name: /^Coverage:/ });
const firstModel = () => within(table()).getAllByRole('row')[1]!.querySelector('td')!.textContent;

describe('vehicle coverage', () => {
  it('renders the first product, brand, version, filter options and page from the server', async () => {
    const { fetchMock, initial } = await renderServerPage();
    expect(initial.brands.map((b) => b.brand)).toEqual(['Audi', 'BMW']);
    expect(select('Product').value).toBe('AD900 Pro');
    expect(select('Brand').value).toBe('11');
    // Duplicate brand rows (same packid) are one option; their versions are the version's.
    expect(
      within(select('Brand'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Audi', 'BMW']);
    expect(
      within(select('Version'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['V2.0', 'V1.0']);
    expect(
      within(select('Model'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'A4', 'A6']);
    expect(select('Year')).toBeDisabled();
    expect(table()).toHaveAccessibleName('Coverage: AD900 Pro, Audi, V2.0');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Model', 'Year', 'Read Codes', 'Special Functions', 'Remark']);
    expect(within(table()).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Total 45')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads √ ※ × and blank cells as their meaning, with a legend', async () => {
    await renderServerPage();
    const cells = within(table()).getAllByRole('row')[1]!.querySelectorAll('td');
    expect(cells[2]).toHaveAccessibleName('Supported');
    expect(cells[2]).toHaveTextContent('√');
    const rows = within(table()).getAllByRole('row');
    expect(within(rows[2]!).getByRole('cell', { name: 'Conditional' })).toHaveTextContent('※');
    const crossed = rows[3]!.querySelectorAll('td')[2];
    expect(crossed).toHaveAccessibleName('Not supported');
    expect(crossed).toHaveTextContent('×');
    // A blank cell means × too.
    expect(rows[4]!.querySelectorAll('td')[2]).toHaveAccessibleName('Not supported');
    expect(
      within(rows[1]!).getByRole('cell', { name: 'Needs a gateway cable' }),
    ).toBeInTheDocument();
    // A text column keeps its blanks blank.
    expect(rows[2]!.querySelectorAll('td')[4]).toHaveTextContent(/^$/);

    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['√Supported', '※Conditional', '×Not supported']);
  });

  it("names every cell by its column, so a phone's stacked rows read without the header", async () => {
    await renderServerPage();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    for (const row of within(table()).getAllByRole('row').slice(1)) {
      expect([...row.querySelectorAll('td')].map((td) => td.getAttribute('data-label'))).toEqual(
        headers,
      );
    }
  });

  it("shows the count of a cell's functions on its button", async () => {
    await renderServerPage();
    const rows = within(table()).getAllByRole('row');
    expect(
      within(rows[1]!).getByRole('button', { name: 'View (3) Special Functions' }),
    ).toBeInTheDocument();
    // No functions: ×, no button.
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[2]!.querySelectorAll('td')[3]).toHaveAccessibleName('Not supported');
  });

  it('pages with prev, pager, next and the jumper, keeping the filters', async () => {
    const { fetchMock, user } = await renderServerPage();
    const pages = screen.getByRole('navigation', { name: 'Coverage results pages' });
    expect(within(pages).getByRole('button', { name: 'Go to previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(firstModel()).toBe('Model 21'));
    expect(sent(fetchMock, 'getDiagData').at(-1)).toMatchObject({
      category: 'diag',
      lang: 'EN',
      product_name: 'AD900 Pro',
      packid: 11,
      version: 'V2.0',
      PageIndex: 2,
      PageSize: 20,
    });
    expect(within(pages).getByRole('button', { name: 'page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(firstModel()).toBe('Model 41'));
    expect(within(table()).getAllByRole('row')).toHaveLength(6);
    expect(within(pages).getByRole('button', { name: 'Go to next page' })).toBeDisabled();

    await user.type(within(pages).getByRole('spinbutton', { name: 'Go to page' }), '1{Enter}');
    await waitFor(() => expect(firstModel()).toBe('Model 1'));
    expect(sent(fetchMock, 'getDiagData').at(-1)).toMatchObject({ PageIndex: 1 });
  });

  it('a filter loads the next filter and page 1 of its rows; a brand resets the filters', async () => {
    const { fetchMock, user } = await renderServerPage();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(firstModel()).toBe('Model 21'));

    await user.selectOptions(select('Model'), 'A4');
    await waitFor(() => expect(select('Year')).toBeEnabled());
    expect(sent(fetchMock, 'getFieldOptions').at(-1)).toMatchObject({ field: 'year', model: 'A4' });
    expect(sent(fetchMock, 'getDiagData').at(-1)).toMatchObject({
      model: 'A4',
      PageIndex: 1,
      PageSize: 20,
    });
    await waitFor(() => expect(firstModel()).toBe('A4'));
    expect(
      within(select('Year'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Years of A4']);

    await user.selectOptions(select('Brand'), 'BMW');
    expect(select('Version').value).toBe('V5.1');
    await waitFor(() => expect(table()).toHaveAccessibleName('Coverage: AD900 Pro, BMW, V5.1'));
    await waitFor(() => expect(firstModel()).toBe('Model 1'));
    expect(select('Model').value).toBe('');
    expect(select('Year')).toBeDisabled();
    expect(sent(fetchMock, 'getDiagField').at(-1)).toMatchObject({ packid: 12, version: 'V5.1' });
  });

  describe('a new product while its brands load', () => {
    // The transitions load when the page is idle: here never, so the first choice waits for
    // their module (the page shows it at once all the same); later choices apply at once.
    const idle = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };
    beforeEach(() => {
      window.requestIdleCallback = jest.fn(() => 1);
      window.cancelIdleCallback = jest.fn();
    });
    afterEach(() => {
      cleanup();
      window.requestIdleCallback = idle.request;
      window.cancelIdleCallback = idle.cancel;
    });

    it('lists no brand of the previous product, is busy until its own come, and ignores a late answer for the previous one', async () => {
      // The brand lists the page asks for (not the server's first one) wait for the test.
      const held = new Map<string, () => void>();
      let holding = false;
      const { fetchMock, user } = await renderServerPage((url, data) =>
        holding && url.endsWith('/getBrand')
          ? new Promise<void>((release) => held.set(String(data.product_name), release))
          : undefined,
      );
      holding = true;
      const brandsAsked = () => sent(fetchMock, 'getBrand').map((d) => d.product_name);
      const expectLoading = () => {
        for (const name of ['Brand', 'Version']) {
          expect(select(name)).toBeDisabled();
          expect(select(name)).toHaveAttribute('aria-busy', 'true');
          expect(optionTexts(select(name))).toEqual(['Loading…']);
        }
        expect(table()).toHaveAttribute('aria-busy', 'true');
      };

      // At once, before the transitions have loaded: the choice shows, and Brand and
      // Version list nothing of AD900 Pro.
      fireEvent.change(select('Product'), { target: { value: 'AD800 Elite' } });
      expect(select('Product').value).toBe('AD800 Elite');
      expectLoading();
      await waitFor(() => expect(brandsAsked()).toEqual(['AD800 Elite']));
      expectLoading();

      // Back to the first product before the second one's brands come.
      fireEvent.change(select('Product'), { target: { value: 'AD900 Pro' } });
      expect(select('Product').value).toBe('AD900 Pro');
      expectLoading();
      await waitFor(() => expect(brandsAsked()).toEqual(['AD800 Elite', 'AD900 Pro']));

      act(() => held.get('AD900 Pro')!());
      await waitFor(() => expect(select('Brand')).toHaveAttribute('aria-busy', 'false'));
      expect(select('Brand')).toBeEnabled();
      expect(optionTexts(select('Brand'))).toEqual(['Audi', 'BMW']);
      await user.selectOptions(select('Brand'), 'BMW');
      await waitFor(() => expect(table()).toHaveAccessibleName('Coverage: AD900 Pro, BMW, V5.1'));

      // The previous product's brands come last: the list and the choice stay.
      await act(async () => {
        held.get('AD800 Elite')!();
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(select('Product').value).toBe('AD900 Pro');
      expect(optionTexts(select('Brand'))).toEqual(['Audi', 'BMW']);
      expect(select('Brand').value).toBe('12');
      expect(select('Version').value).toBe('V5.1');
      expect(table()).toHaveAccessibleName('Coverage: AD900 Pro, BMW, V5.1');
    });
  });

  it('shows the msg of a failing call as an error, and leaves code 500 silent', async () => {
    const { user } = await renderServerPage();
    await user.selectOptions(select('Model'), 'A6');
    expect(await screen.findByText('The A6 is not listed')).toBeInTheDocument();
    // The rows shown stay.
    expect(firstModel()).toBe('Model 1');

    await user.selectOptions(select('Product'), 'AD800 Elite');
    await waitFor(() => expect(select('Brand').value).toBe('40'));
    await waitFor(() => expect(within(table()).getByText('No data')).toBeInTheDocument());
    expect(screen.queryByText(/being updated/)).not.toBeInTheDocument();
  });

  it('loads everything in the browser when the server could not', async () => {
    const fetchMock = mockService();
    renderWithProviders(
      <VehicleCoverageView id={31} name="Vehicle Coverage" nav={nav} initial={null} tools={[]} />,
    );
    await waitFor(() => expect(firstModel()).toBe('Model 1'));
    expect(select('Product').value).toBe('AD900 Pro');
    expect(sent(fetchMock, 'getProduct')).toEqual([{ category: 'diag', lang: 'EN' }]);
    expect(sent(fetchMock, 'getBrand')).toEqual([
      { category: 'diag', lang: 'EN', product_name: 'AD900 Pro' },
    ]);
  });

  it("the function popup lists the cell's functions, searches them and closes with Close or Escape", async () => {
    const { fetchMock, user } = await renderServerPage();
    await user.click(screen.getByRole('button', { name: 'View (3) Special Functions' }));

    const dialog = await screen.findByRole('dialog', { name: 'Special Functions' });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(4));
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No.', 'Function', 'System', 'Description']);
    expect(within(dialog).getByText('Total 3')).toBeInTheDocument();
    expect(sent(fetchMock, 'getDiagExtraData').at(-1)).toMatchObject({
      sub_field: 'special_functions',
      nos: '1012,1015,1020',
      function_name: '',
      PageIndex: 1,
    });

    // An empty search: the spec's warning, nothing asked.
    const calls = sent(fetchMock, 'getDiagExtraData').length;
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter the function name')).toBeInTheDocument();
    expect(sent(fetchMock, 'getDiagExtraData')).toHaveLength(calls);

    await user.type(within(dialog).getByRole('textbox', { name: 'Function name' }), 'oil{Enter}');
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(2));
    expect(within(dialog).getByRole('cell', { name: 'Oil Reset' })).toBeInTheDocument();
    expect(within(dialog).getByText('Total 1')).toBeInTheDocument();
    expect(sent(fetchMock, 'getDiagExtraData').at(-1)).toMatchObject({ function_name: 'oil' });

    // A click outside does not close it.
    // MUI's container around the paper is where a click outside lands.
    const outside = document.querySelector<HTMLElement>('.MuiDialog-container');
    expect(outside).not.toBeNull();
    await user.click(outside!);
    expect(screen.getByRole('dialog', { name: 'Special Functions' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened again, it starts with the whole list.
    await user.click(screen.getByRole('button', { name: 'View (3) Special Functions' }));
    const again = await screen.findByRole('dialog', { name: 'Special Functions' });
    await waitFor(() => expect(within(again).getAllByRole('row')).toHaveLength(4));
    expect(within(again).getByRole('textbox', { name: 'Function name' })).toHaveValue('');

    // Escape closes it too.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
