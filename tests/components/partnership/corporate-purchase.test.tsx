import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DISCARD_TITLE } from '@/components/form/modal-dialog';
import type { CorporatePurchaseProps } from '@/features/partnership/corporate-purchase/types';
import CorporatePurchaseView from '@/features/partnership/corporate-purchase/corporate-purchase-view';
import { PARTNERSHIP_MESSAGES as M, PURCHASE_REASONS } from '@/contract/partnership-messages';
import type { ConfigBlock } from '@/lib/site-types';
import { bodyOf, callsTo, mockFetch, postedBody, type MockRoute } from '../../mocks/fetch';
import { renderWithProviders } from '../../render';
import { clickBackdrop } from '../forms/form-helpers';

const FORM = '/api/CorporatePurchase/corporate_purchase_form';

function block(id: number, title: string, extra: Partial<ConfigBlock> = {}): ConfigBlock {
  return { id, title, subtitle: '', html: '', picture: '', path: '', ...extra };
}

const PROPS: CorporatePurchaseProps = {
  id: 60,
  name: 'Corporate Purchase',
  introduce: 'Equip your whole workshop at volume prices.',
  banner: 'http://localhost:4000/uploads/corporate.svg',
  tilesTitle: block(36, 'Why buy in bulk'),
  tiles: [
    block(37, 'Volume pricing', { picture: 'http://localhost:4000/uploads/t37.svg' }),
    block(38, 'Dedicated manager', { picture: 'http://localhost:4000/uploads/t38.jpg' }),
    block(39, 'Fast delivery', { html: '<p>Shipped from <strong>local</strong> stock.</p>' }),
    block(40, 'Training'),
    block(41, 'Warranty'),
    block(42, 'Invoices'),
  ],
  columnsTitle: block(43, 'Built for fleets'),
  columns: [
    block(44, 'One tool for every bay', {
      picture: 'http://localhost:4000/uploads/c44.svg',
      html: '<p>Standardise your diagnostics.</p>',
    }),
    block(45, 'Central updates'),
    block(46, 'Shared reports'),
  ],
  productsTitle: block(48, 'Bulk price list', { subtitle: 'Prices per unit' }),
  products: [
    {
      id: 1,
      title: 'Scanner Pro 7',
      picture: 'http://localhost:4000/uploads/p1.svg',
      prices: [
        { quantity: '10-49 units', price: '$279.00' },
        { quantity: '50+ units', price: '$249.00' },
      ],
    },
    {
      id: 2,
      title: 'Battery Tester 2',
      picture: '',
      prices: [{ quantity: '20-99 units', price: '$59.00' }],
    },
  ],
  faqLeadTitle: block(49, 'How It Works'),
  faqs: [
    { id: 7, question: 'Can I mix models?', answerHtml: '<p>Yes, within one order.</p>' },
    { id: 8, question: 'Do you ship abroad?', answerHtml: '<p>To 40 countries.</p>' },
  ],
  steps: [
    {
      id: 50,
      title: 'Submit the form',
      picture: 'http://localhost:4000/uploads/s50.svg',
      html: '<p>Products and quantities.</p>',
    },
    {
      id: 51,
      title: 'Get a quote',
      picture: 'http://localhost:4000/uploads/s51.svg',
      html: '<p>Prices within 24 hours.</p>',
    },
    { id: 52, title: 'Confirm the order', picture: '', html: '' },
    {
      id: 53,
      title: 'Receive the tools',
      picture: 'http://localhost:4000/uploads/s53.svg',
      html: '<p>Within 3 days.</p>',
    },
  ],
};

type User = ReturnType<typeof renderPage>['user'];

function renderPage(routes: Record<string, MockRoute> = {}, props = PROPS) {
  const fetchMock = mockFetch(routes);
  return { fetchMock, ...renderWithProviders(<CorporatePurchaseView {...props} />) };
}

function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

async function openQuote(user: User, title = 'Scanner Pro 7') {
  await user.click(within(card(title)).getByRole('button', { name: 'Buy Now' }));
  return screen.findByRole('dialog', { name: 'Get a Quote' });
}

/** Types into a field at once (MUI fields are slow to type into key by key under jsdom). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);
const LABELS = {
  name: /^Contact name/,
  email: /^Contact email/,
  product: /^Required product/,
  quantity: /^Quantity required/,
  reason: /^Reason for purchase/,
  address: /^Shipping address/,
  delivery: /^Delivery date/,
  phone: /^Phone number/,
} as const;

async function fillAll(user: User, dialog: HTMLElement) {
  await fill(user, field(dialog, LABELS.name), ' Ada Lovelace ');
  await fill(user, field(dialog, LABELS.email), 'ada@example.com');
  await fill(user, field(dialog, LABELS.quantity), '25');
  await user.selectOptions(field(dialog, LABELS.reason), 'For automotive repair shop');
  await fill(user, field(dialog, LABELS.address), '1 Engine Road, Leeds');
  await fill(user, field(dialog, LABELS.phone), '+44 113 496 0000');
  await user.click(within(dialog).getByRole('checkbox', { name: /agree to the Privacy Policy/ }));
}

describe('corporate purchase page', () => {
  it('renders the banner, tiles, two-column block, products and FAQ without a fetch', () => {
    const { fetchMock, container } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Corporate Purchase' })).toBeVisible();
    expect(screen.getByText(PROPS.introduce)).toBeVisible();
    expect(container.querySelector('img[src$="corporate.svg"]')).toHaveAttribute('width', '1920');

    // Tiles in the fixed 6, 6, 12, 12, 6, 6 layout.
    const tiles = within(screen.getByRole('region', { name: 'Why buy in bulk' }));
    for (const tile of PROPS.tiles) {
      expect(tiles.getByRole('heading', { level: 3, name: tile.title })).toBeVisible();
    }
    expect(
      [...container.querySelectorAll('[data-span]')].map((el) => el.getAttribute('data-span')),
    ).toEqual(['6', '6', '12', '12', '6', '6']);
    expect(tiles.getByText('local')).toBeVisible();
    // A vector picture is the tile's icon, at icon size; a photo fills the tile's frame.
    expect(container.querySelector('img[src$="t37.svg"]')).toHaveAttribute('width', '48');
    expect(container.querySelector('img[src*="t38.jpg"]')).toHaveAttribute('width', '600');

    const columns = within(screen.getByRole('region', { name: 'Built for fleets' }));
    expect(columns.getByRole('img', { name: 'One tool for every bay' })).toHaveAttribute(
      'height',
      '600',
    );
    expect(columns.getByText('Standardise your diagnostics.')).toBeVisible();
    expect(columns.getByRole('heading', { name: 'Central updates' })).toBeVisible();
    expect(columns.getByRole('heading', { name: 'Shared reports' })).toBeVisible();

    const products = within(screen.getByRole('region', { name: 'Bulk price list' }));
    expect(products.getByText('Prices per unit')).toBeVisible();
    const scanner = within(card('Scanner Pro 7'));
    expect(scanner.getByRole('img', { name: 'Scanner Pro 7' })).toBeVisible();
    const terms = scanner.getAllByRole('term').map((el) => el.textContent);
    const defs = scanner.getAllByRole('definition').map((el) => el.textContent);
    expect(terms).toEqual(['10-49 units', '50+ units']);
    expect(defs).toEqual(['$279.00', '$249.00']);
    expect(within(card('Battery Tester 2')).getByText('$59.00')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Buy Now' })).toHaveLength(2);

    // How It Works (49) is not an empty heading: the order's steps (50-53) sit under it.
    const how = within(screen.getByRole('region', { name: 'How It Works' }));
    const steps = how.getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual(
      PROPS.steps.map((step) => step.title),
    );
    expect(steps[0]).toHaveTextContent('Step 1');
    expect(steps[1]).toHaveTextContent('Prices within 24 hours.');
    const faq = within(screen.getByRole('region', { name: 'FAQ' }));
    expect(faq.getByRole('button', { name: 'Can I mix models?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(faq.getByText('To 40 countries.')).not.toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens and closes FAQ answers', async () => {
    const { user } = renderPage();
    const faq = within(screen.getByRole('region', { name: 'FAQ' }));
    await user.click(faq.getByRole('button', { name: 'Do you ship abroad?' }));
    expect(faq.getByText('To 40 countries.')).toBeVisible();
    await user.click(faq.getByRole('button', { name: 'Do you ship abroad?' }));
    expect(faq.getByText('To 40 countries.')).not.toBeVisible();
  });

  it('leaves out the blocks the CMS does not have', () => {
    renderPage(
      {},
      {
        ...PROPS,
        tilesTitle: null,
        tiles: [],
        columnsTitle: null,
        columns: [],
        faqLeadTitle: null,
        faqs: [],
      },
    );
    expect(screen.queryByText('Why buy in bulk')).not.toBeInTheDocument();
    expect(screen.queryByText('Built for fleets')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'FAQ' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bulk price list' })).toBeVisible();
  });
});

describe('the quote form', () => {
  it('opens on Buy Now with the product named and prefilled, and the step icons', async () => {
    const { user } = renderPage();
    const dialog = await openQuote(user, 'Battery Tester 2');
    expect(within(dialog).getByRole('heading', { name: 'Get a Quote' })).toBeVisible();
    expect(dialog).toHaveAccessibleDescription('Battery Tester 2');
    expect(field(dialog, LABELS.product)).toHaveValue('Battery Tester 2');
    const steps = within(within(dialog).getByRole('list', { name: 'How it works' }));
    expect(steps.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Submit the form',
      'Get a quote',
      'Confirm the order',
      'Receive the tools',
    ]);
    expect(dialog.querySelectorAll('ol img')).toHaveLength(3);
    for (const label of Object.values(LABELS)) expect(field(dialog, label)).toBeInTheDocument();
    expect(field(dialog, LABELS.product)).toBeRequired();
    expect(field(dialog, LABELS.delivery)).not.toBeRequired();
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/about-us/privacy-policy',
    );
    expect(
      within(dialog).getByRole('checkbox', { name: /Subscribe to our mailing list/ }),
    ).not.toBeChecked();
    const reasons = within(field(dialog, LABELS.reason)).getAllByRole('option');
    expect(reasons.slice(1).map((o) => o.textContent)).toEqual([...PURCHASE_REASONS]);
  });

  it('checks each text field when it is left, word for word', async () => {
    const { user } = renderPage();
    const dialog = await openQuote(user);
    // Leaving a field: a click on the dialog's heading (focus goes to no other field).
    const leave = () => user.click(within(dialog).getByRole('heading', { name: 'Get a Quote' }));
    const cases = [
      [LABELS.name, M.purchaseName],
      [LABELS.email, M.purchaseEmail],
      [LABELS.quantity, M.purchaseQuantity],
      [LABELS.address, M.purchaseAddress],
      [LABELS.phone, M.purchasePhone],
    ] as const;
    for (const [label, message] of cases) {
      const input = field(dialog, label);
      await user.click(input);
      // Nothing before the field is left.
      expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
      await leave();
      expect(await within(dialog).findByText(message)).toBeVisible();
      expect(input).toHaveAccessibleDescription(message);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      // Typing alone does not check it again (trigger: blur) ...
      await user.click(input);
      await user.paste('x');
      expect(within(dialog).getByText(message)).toBeVisible();
      // ... leaving it does.
      await leave();
      await waitFor(() => expect(within(dialog).queryByText(message)).not.toBeInTheDocument());
    }
    // The prefilled product: emptied, then left.
    const product = field(dialog, LABELS.product);
    await user.clear(product);
    expect(within(dialog).queryByText(M.purchaseProduct)).not.toBeInTheDocument();
    await leave();
    expect(await within(dialog).findByText(M.purchaseProduct)).toBeVisible();
    // Only the fields that were left have a message.
    expect(within(dialog).queryByText(M.purchaseReason)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(M.purchaseTerms)).not.toBeInTheDocument();
  });

  it('checks the reason and the terms when they change, not when they are left', async () => {
    const { user } = renderPage();
    const dialog = await openQuote(user);
    const reason = field(dialog, LABELS.reason);
    await user.click(reason);
    await user.tab();
    expect(within(dialog).queryByText(M.purchaseReason)).not.toBeInTheDocument();
    await user.selectOptions(reason, 'Others');
    expect(within(dialog).queryByText(M.purchaseReason)).not.toBeInTheDocument();
    await user.selectOptions(reason, '');
    expect(await within(dialog).findByText(M.purchaseReason)).toBeVisible();
    await user.selectOptions(reason, 'For racing teams');
    await waitFor(() =>
      expect(within(dialog).queryByText(M.purchaseReason)).not.toBeInTheDocument(),
    );

    const terms = within(dialog).getByRole('checkbox', { name: /agree to the Privacy Policy/ });
    await user.click(terms);
    expect(within(dialog).queryByText(M.purchaseTerms)).not.toBeInTheDocument();
    await user.click(terms);
    expect(await within(dialog).findByText(M.purchaseTerms)).toBeVisible();
    expect(terms).toHaveAccessibleDescription(M.purchaseTerms);
    await user.click(terms);
    await waitFor(() =>
      expect(within(dialog).queryByText(M.purchaseTerms)).not.toBeInTheDocument(),
    );
  });

  it('shows every message on an empty submit, focuses the first field and sends nothing', async () => {
    const { user, fetchMock } = renderPage();
    const dialog = await openQuote(user);
    await user.clear(field(dialog, LABELS.product));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of [
      M.purchaseName,
      M.purchaseEmail,
      M.purchaseProduct,
      M.purchaseQuantity,
      M.purchaseReason,
      M.purchaseAddress,
      M.purchasePhone,
      M.purchaseTerms,
    ]) {
      expect(await within(dialog).findByText(message)).toBeVisible();
    }
    await waitFor(() => expect(field(dialog, LABELS.name)).toHaveFocus());
    expect(callsTo(fetchMock, FORM)).toHaveLength(0);
  });

  it('posts the exact body, shows the msg, closes and starts empty again', async () => {
    let release: () => void = () => undefined;
    const { user, fetchMock } = renderPage({
      [FORM]: () =>
        new Promise((resolve) => {
          release = () => resolve({ code: 200, msg: 'Thank you, we will send a quote' });
        }),
    });
    const dialog = await openQuote(user);
    await fillAll(user, dialog);
    fireEvent.change(field(dialog, LABELS.delivery), { target: { value: '2031-07-01' } });
    await user.click(
      within(dialog).getByRole('checkbox', { name: /Subscribe to our mailing list/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    // Disabled while sending.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled(),
    );
    act(() => release());
    expect(await screen.findByText('Thank you, we will send a quote')).toBeInTheDocument();
    expect(postedBody(fetchMock, FORM)).toEqual({
      purchase_name: 'Ada Lovelace',
      purchase_emil: 'ada@example.com',
      purchase_product: 'Scanner Pro 7',
      purchase_quantity: '25',
      purchase_reason: 'For automotive repair shop',
      purchase_address: '1 Engine Road, Leeds',
      purchase_delivery: '2031-07-01',
      purchase_phone: '+44 113 496 0000',
      PrivacyPolicyChecked: true,
      SubscribeChecked: true,
      isAgreement: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const again = await openQuote(user);
    expect(field(again, LABELS.name)).toHaveValue('');
    expect(field(again, LABELS.delivery)).toHaveValue('');
    expect(field(again, LABELS.product)).toHaveValue('Scanner Pro 7');
    expect(within(again).getByRole('checkbox', { name: /agree/ })).not.toBeChecked();
  });

  it('sends an empty delivery date when none is given', async () => {
    const { user, fetchMock } = renderPage({ [FORM]: { code: 200, msg: 'Sent' } });
    const dialog = await openQuote(user, 'Battery Tester 2');
    await fillAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, FORM)[0][1])).toMatchObject({
      purchase_product: 'Battery Tester 2',
      purchase_delivery: '',
      SubscribeChecked: false,
      PrivacyPolicyChecked: true,
      isAgreement: 1,
    });
  });

  it('keeps the dialog and every value when the API refuses, and shows its msg', async () => {
    const { user } = renderPage({ [FORM]: { code: 400, msg: 'Quantity too low for a quote' } });
    const dialog = await openQuote(user);
    await fillAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Quantity too low for a quote')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Get a Quote' })).toBeVisible();
    expect(field(dialog, LABELS.name)).toHaveValue(' Ada Lovelace ');
    expect(field(dialog, LABELS.reason)).toHaveValue('For automotive repair shop');
    expect(within(dialog).getByRole('checkbox', { name: /agree/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('does not close outside; Escape and Close ask first; Discard clears values and messages', async () => {
    const { user } = renderPage();
    const dialog = await openQuote(user);
    await fill(user, field(dialog, LABELS.name), 'Ada');
    await user.click(field(dialog, LABELS.email));
    await user.tab();
    expect(await within(dialog).findByText(M.purchaseEmail)).toBeVisible();
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: DISCARD_TITLE });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DISCARD_TITLE })).toBeNull());
    expect(field(dialog, LABELS.name)).toHaveValue('Ada');
    await clickBackdrop();
    expect(screen.getByRole('dialog', { name: 'Get a Quote' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const discard = await screen.findByRole('dialog', { name: DISCARD_TITLE });
    await user.click(within(discard).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openQuote(user);
    expect(field(again, LABELS.name)).toHaveValue('');
    expect(field(again, LABELS.product)).toHaveValue('Scanner Pro 7');
    expect(within(again).queryByText(M.purchaseEmail)).not.toBeInTheDocument();
  });
});
