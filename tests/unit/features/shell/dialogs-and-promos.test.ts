/**
 * The pure rules behind Escape in dialogs, hidden carousel slides, dated
 * promotions, the account area, failed-request toasts and the claim wizard's step check.
 * Which promotions show (spec with the project's rulings).
 */
import { hiddenSlides } from '@/components/carousel';
import { closeAction } from '@/components/form/modal-dialog';
import { firstMissingStep } from '@/features/account/warranty-claim/components/claim-add-wizard';
import { isAccountPath } from '@/features/shell/menu';
import { type PromoInputs, promoVisibility } from '@/features/shell/hooks/use-promos';
import { isPromoCurrent, statedEndDate } from '@/lib/promo-dates';
import { reportedSeverity } from '@/lib/api-client';
import type { ConfigBlock, MenuItem } from '@/lib/site-types';

describe('closeAction', () => {
  it('closes on Escape, asks first only when typed input would be lost, ignores the backdrop', () => {
    expect(closeAction('escapeKeyDown', false, true)).toBe('close');
    expect(closeAction('escapeKeyDown', true, false)).toBe('close');
    expect(closeAction('escapeKeyDown', true, true)).toBe('ask');
    expect(closeAction('backdropClick', true, true)).toBe('ignore');
    expect(closeAction('backdropClick', false, false)).toBe('ignore');
  });
});

describe('hiddenSlides', () => {
  it('shows perView slides from the current one, the last ones at the end', () => {
    expect(hiddenSlides(6, 0, 4)).toEqual([false, false, false, false, true, true]);
    expect(hiddenSlides(5, 1, 2)).toEqual([true, false, false, true, true]);
    expect(hiddenSlides(5, 4, 2)).toEqual([true, true, true, false, false]);
    expect(hiddenSlides(3, 0, 4)).toEqual([false, false, false]);
  });
});

const config = (title: string, subtitle = '', html = ''): ConfigBlock => ({
  id: 34,
  title,
  subtitle,
  html,
  picture: '',
  path: '/products',
});

describe('promotion dates', () => {
  const november = new Date(2026, 10, 27, 12);

  it('reads the end date the text states, in its usual forms', () => {
    expect(statedEndDate('Ends June 30, 2027', november)).toEqual(
      new Date(2027, 5, 30, 23, 59, 59, 999),
    );
    expect(statedEndDate('Offer valid until 31 December 2026.', november)).toEqual(
      new Date(2026, 11, 31, 23, 59, 59, 999),
    );
    expect(statedEndDate('until 2027-01-15', november)).toEqual(
      new Date(2027, 0, 15, 23, 59, 59, 999),
    );
    expect(statedEndDate('Sale ends Sept 3rd', november)).toEqual(
      new Date(2026, 8, 3, 23, 59, 59, 999),
    );
    expect(statedEndDate('Get 10% off your first order', november)).toBeNull();
    expect(statedEndDate('Ends February 30, 2027', november)).toBeNull();
  });

  it('hides a promotion past its date and keeps one before it or without one', () => {
    // The case to guard: "Ends June 30" (this year's) seen in November.
    expect(isPromoCurrent(config('Spring Sale', 'Ends June 30'), november)).toBe(false);
    expect(isPromoCurrent(config('Sale', 'Ends December 31, 2030'), november)).toBe(true);
    expect(isPromoCurrent(config('Sale', '', '<p>Offer ends <b>June 30</b>.</p>'), november)).toBe(
      false,
    );
    // The last day still counts.
    expect(isPromoCurrent(config('Sale', 'Ends November 27'), november)).toBe(true);
    expect(isPromoCurrent(config('Join Our Mailing List', 'Get 10% off'), november)).toBe(true);
  });
});

describe('promoVisibility', () => {
  /** A first desktop visit on a public page, every config there and current, nothing closed. */
  const firstVisit: PromoInputs = {
    pageSettled: true,
    inAccountArea: false,
    onServiceCenter: false,
    isDesktop: true,
    formBusy: false,
    popupOn: true,
    topOn: true,
    rightOn: true,
    popupFlag: null,
    subscribed: null,
    topFlag: null,
    rightFlag: null,
  };
  const all = { popup: true, topBar: true, rightTab: true };
  const none = { popup: false, topBar: false, rightTab: false };

  it('shows the top and right boxes when configs 34/35 exist and were not closed, with the popup', () => {
    expect(promoVisibility(firstVisit)).toEqual(all);
    // Popup closed, or an address subscribed: the boxes still show.
    expect(promoVisibility({ ...firstVisit, popupFlag: 'close' })).toEqual({
      ...all,
      popup: false,
    });
    expect(promoVisibility({ ...firstVisit, subscribed: 'a@example.com' })).toEqual({
      ...all,
      popup: false,
    });
  });

  it('hides each box closed this session, or whose config is missing or out of date', () => {
    expect(promoVisibility({ ...firstVisit, topFlag: 'close' })).toEqual({ ...all, topBar: false });
    expect(promoVisibility({ ...firstVisit, rightFlag: 'close' })).toEqual({
      ...all,
      rightTab: false,
    });
    expect(promoVisibility({ ...firstVisit, topOn: false, rightOn: false })).toEqual({
      ...none,
      popup: true,
    });
    expect(promoVisibility({ ...firstVisit, popupOn: false })).toEqual({ ...all, popup: false });
  });

  it('shows none in the account area, before the page settles or the flags are read', () => {
    expect(promoVisibility({ ...firstVisit, inAccountArea: true })).toEqual(none);
    expect(promoVisibility({ ...firstVisit, pageSettled: false })).toEqual(none);
    expect(
      promoVisibility({
        ...firstVisit,
        popupFlag: undefined,
        subscribed: undefined,
        topFlag: undefined,
        rightFlag: undefined,
      }),
    ).toEqual(none);
  });

  it('keeps the popup and the tab off an open form; the bar above the header stays', () => {
    expect(promoVisibility({ ...firstVisit, formBusy: true })).toEqual({ ...none, topBar: true });
  });

  it('shows the boxes on desktop only and not on the Service Center page', () => {
    expect(promoVisibility({ ...firstVisit, isDesktop: false })).toEqual({ ...none, popup: true });
    expect(promoVisibility({ ...firstVisit, onServiceCenter: true })).toEqual({
      ...none,
      popup: true,
    });
  });
});

const item = (id: number, name: string, path: string, children: MenuItem[] = []): MenuItem => ({
  id,
  name,
  path,
  component: '',
  picture: '',
  introduce: '',
  children,
});

describe('isAccountPath', () => {
  const menu = [
    item(1, 'Home', '/'),
    item(2, 'Products', '/products'),
    item(3, 'Personal Center', '/personal-center', [
      item(4, 'User Info', '/personal-center/user-info'),
      item(5, 'Services', '/services', [item(6, 'Serial Number', '/services/serial-number')]),
    ]),
  ];

  it('is true for the Personal Center subtree and below it, false elsewhere', () => {
    expect(isAccountPath(menu, '/personal-center/user-info')).toBe(true);
    expect(isAccountPath(menu, '/services/serial-number')).toBe(true);
    expect(isAccountPath(menu, '/services/serial-number/12')).toBe(true);
    expect(isAccountPath(menu, '/products')).toBe(false);
    expect(isAccountPath(menu, '/')).toBe(false);
    expect(isAccountPath(menu, '/personal-centered')).toBe(false);
    expect(isAccountPath([item(2, 'Products', '/products')], '/personal-center')).toBe(false);
  });
});

describe('reportedSeverity', () => {
  it('always shows no answer, a server failure and a token error; silent hides business codes only', () => {
    expect(reportedSeverity('network', 'silent')).toBe('error');
    expect(reportedSeverity('server', 'silent')).toBe('error');
    expect(reportedSeverity('server', 'warning')).toBe('error');
    expect(reportedSeverity('auth', 'silent')).toBe('error');
    expect(reportedSeverity('business', 'silent')).toBe('silent');
    expect(reportedSeverity('business', 'warning')).toBe('warning');
  });
});

describe('firstMissingStep', () => {
  it('names the first empty field up to the step left, with its message', () => {
    expect(firstMissingStep(0, { product: false, claimType: false })).toEqual({
      step: 0,
      message: 'Please select Product',
    });
    expect(firstMissingStep(0, { product: true, claimType: false })).toBeNull();
    expect(firstMissingStep(1, { product: true, claimType: false })).toEqual({
      step: 1,
      message: 'Please select Warranty Claim Type',
    });
    expect(firstMissingStep(1, { product: true, claimType: true })).toBeNull();
  });
});
