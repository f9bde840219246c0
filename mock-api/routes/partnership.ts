/**
 * The partnership pages: corporate purchase, inventers and testers, Ufluencer and
 * become a distributor. Public: no token. The three forms are validated like the pages
 * (mock-api/forms/partnership.ts), limited per e-mail address, and stored whole.
 */
import type {
  ApiFaqArticle,
  ApiPartnerBusiness,
  ApiPartnershipCountry,
  ApiPartnershipRegion,
  ApiPurchaseProduct,
} from '../../src/contract/partnership-api-types';
import { CATEGORY_IDS } from '../schema/mock-seed';
import type { DeepReadonly } from '../store/db';
import type { Database, DbGoods, PartnershipFaqPage } from '../schema/mock-db';
import {
  PARTNERSHIP_FORM_MSG,
  checkFormRate,
  readCorporatePurchaseForm,
  readDistributorForm,
  readUfluencerForm,
} from '../forms/partnership';
import { categoryFields, childrenOf, configsOf, findCategory } from '../store/queries';
import { appendRow, formRoute } from './form-route';
import { regionCountries, regionOptions } from '../forms/support';
import { EMAIL_PATTERN } from '../../src/contract/patterns';
import {
  BECOME_DISTRIBUTOR_OPERATIONS,
  CORPORATE_PURCHASE_OPERATIONS,
  INVENTERS_TESTERS_PROGRAM_OPERATIONS,
  UFLUENCER_PROGRAM_OPERATIONS,
} from '../../src/contract/schemas/partnership';
import { documentedRoute, type RouteDef } from './types';
import { VENDOR_ENDPOINTS } from '../../src/contract/endpoints';

type Data = DeepReadonly<Database>;

/** The partnership pages' categories. */
export const PARTNERSHIP_CATEGORY_IDS = {
  corporatePurchase: 81,
  distributor: 82,
  inventersTesters: 83,
  ufluencer: 84,
} as const;

/** How many goods the inventers and testers page shows ("Discover our products"). */
export const INVENTERS_GOODS = 8;

function pageCategory(data: Data, categoryId: number) {
  const { goods_all, ...fields } = categoryFields(findCategory(data, categoryId));
  return fields;
}

function faqsOf(data: Data, page: PartnershipFaqPage): ApiFaqArticle[] {
  return (data.partnership_faqs ?? [])
    .filter((f) => f.page === page)
    .sort((a, b) => a.article_sort - b.article_sort || a.article_id - b.article_id)
    .map(({ article_id, article_title, article_details }) => ({
      article_id,
      article_title,
      article_details,
    }));
}

function purchaseProducts(data: Data): ApiPurchaseProduct[] {
  return [...(data.purchase_products ?? [])]
    .sort(
      (a, b) =>
        a.purchase_product_sort - b.purchase_product_sort ||
        a.purchase_product_id - b.purchase_product_id,
    )
    .map((p) => ({
      purchase_product_id: p.purchase_product_id,
      purchase_product_title: p.purchase_product_title,
      purchase_product_picture: p.purchase_product_picture,
      purchase_product_specifications_all: p.purchase_product_specifications_all.map((s) => ({
        purchase_product_specifications_quantity: s.purchase_product_specifications_quantity,
        purchase_product_specifications_price: s.purchase_product_specifications_price,
      })),
    }));
}

/**
 * Up to INVENTERS_GOODS goods on sale, one of each product category in menu order, then the
 * next of each, and so on (lowest id first within a category): a stable, varied selection.
 */
export function inventersGoods(data: Data): DeepReadonly<DbGoods>[] {
  const onSale = data.goods
    .filter((g) => g.goods_status_id === 1)
    .sort((a, b) => a.goods_id - b.goods_id);
  const order = childrenOf(data, CATEGORY_IDS.products).map((c) => c.category_id);
  for (const g of onSale) if (!order.includes(g.category_id)) order.push(g.category_id);
  const queues = order.map((id) => onSale.filter((g) => g.category_id === id));
  const picked: DeepReadonly<DbGoods>[] = [];
  for (let round = 0; picked.length < INVENTERS_GOODS; round++) {
    const row = queues.map((q) => q[round]).filter((g) => g !== undefined);
    if (row.length === 0) break;
    picked.push(...row.slice(0, INVENTERS_GOODS - picked.length));
  }
  return picked;
}

function partners(data: Data): ApiPartnerBusiness[] {
  const countries = data.countries ?? [];
  return [...(data.partners ?? [])]
    .sort((a, b) => a.business_sort - b.business_sort || a.business_id - b.business_id)
    .map((p) => ({
      business_id: p.business_id,
      business_name: p.business_name,
      business_url: p.business_url,
      business_album: p.business_album,
      country_name: countries.find((c) => c.country_id === p.country_id)?.country_name ?? '',
      business_cooperatetime: p.business_cooperatetime,
    }));
}

export const partnershipRoutes: RouteDef[] = [
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.corporatePurchase.corporatePurchaseAll.path,
    operation: CORPORATE_PURCHASE_OPERATIONS.corporatePurchaseAll,
    summary: 'Corporate purchase page: category 81, FAQs, bulk-price products, configs',
    handler: ({ ctx }) => {
      const data = ctx.db.data;
      return {
        category_find: pageCategory(data, PARTNERSHIP_CATEGORY_IDS.corporatePurchase),
        article_all: faqsOf(data, 'corporate'),
        purchase_product_all: purchaseProducts(data),
        configs_all: configsOf(data, 'corporate-purchase'),
      };
    },
  }),
  formRoute({
    path: VENDOR_ENDPOINTS.corporatePurchase.corporatePurchaseForm.path,
    summary: 'Bulk quote request: validated like the page, limited per address, stored whole',
    operation: CORPORATE_PURCHASE_OPERATIONS.corporatePurchaseForm,
    read: readCorporatePurchaseForm,
    store: (draft, form, now) => {
      const forms = (draft.corporate_purchase_forms ??= []);
      checkFormRate(forms, (r) => r.purchase_emil, form.purchase_emil, now);
      const created = now.toISOString();
      appendRow(forms, 'purchase_form_id', form, created);
      // The mailing-list box: a real-looking address joins the subscribers once.
      const address = form.purchase_emil.toLowerCase();
      if (form.SubscribeChecked && EMAIL_PATTERN.test(address)) {
        const subscribers = (draft.subscribers ??= []);
        if (!subscribers.some((s) => s.eAccount.toLowerCase() === address)) {
          appendRow(subscribers, 'subscriber_id', { eAccount: address }, created);
        }
      }
    },
    done: PARTNERSHIP_FORM_MSG.corporateSent,
  }),
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.inventersTestersProgram.inventersTestersProgramAll.path,
    operation: INVENTERS_TESTERS_PROGRAM_OPERATIONS.inventersTestersProgramAll,
    summary: 'Inventers and testers page: category 83, 8 goods (one per product line), configs',
    handler: ({ ctx }) => {
      const data = ctx.db.data;
      return {
        category_find: pageCategory(data, PARTNERSHIP_CATEGORY_IDS.inventersTesters),
        goods_all: inventersGoods(data),
        configs_all: configsOf(data, 'inventers-testers'),
      };
    },
  }),
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.ufluencerProgram.ufluencerProgramAll.path,
    operation: UFLUENCER_PROGRAM_OPERATIONS.ufluencerProgramAll,
    summary: 'Ufluencer page: category 84, configs, FAQs',
    handler: ({ ctx }) => {
      const data = ctx.db.data;
      return {
        category_find: pageCategory(data, PARTNERSHIP_CATEGORY_IDS.ufluencer),
        configs_all: configsOf(data, 'ufluencer'),
        article_all: faqsOf(data, 'ufluencer'),
      };
    },
  }),
  formRoute({
    path: VENDOR_ENDPOINTS.ufluencerProgram.ufluencerProgramForm.path,
    summary: 'Ufluencer application: validated like the page, limited per address, stored whole',
    operation: UFLUENCER_PROGRAM_OPERATIONS.ufluencerProgramForm,
    read: readUfluencerForm,
    store: (draft, form, now) => {
      const forms = (draft.ufluencer_forms ??= []);
      checkFormRate(forms, (r) => r.ufluencer_emil, form.ufluencer_emil, now);
      appendRow(forms, 'ufluencer_form_id', form, now.toISOString());
    },
    done: PARTNERSHIP_FORM_MSG.ufluencerSent,
  }),
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.becomeDistributor.becomeDistributorAll.path,
    operation: BECOME_DISTRIBUTOR_OPERATIONS.becomeDistributorAll,
    summary: 'Distributor page: category 82, regions, outstanding partners, configs',
    handler: ({ ctx }) => {
      const data = ctx.db.data;
      return {
        category_find: pageCategory(data, PARTNERSHIP_CATEGORY_IDS.distributor),
        region_all: regionOptions(data) satisfies ApiPartnershipRegion[],
        business_all: partners(data),
        configs_all: configsOf(data, 'distributor'),
      };
    },
  }),
  documentedRoute({
    method: 'GET',
    path: VENDOR_ENDPOINTS.becomeDistributor.countryAll.path,
    operation: BECOME_DISTRIBUTOR_OPERATIONS.countryAll,
    summary: 'The countries of a region (region_name, any case), A to Z',
    handler: ({ ctx, input: query }) => {
      const countries: ApiPartnershipCountry[] = regionCountries(
        ctx.db.data,
        query.region_name,
        PARTNERSHIP_FORM_MSG.distributorRegion,
      );
      return { data: countries };
    },
  }),
  formRoute({
    path: VENDOR_ENDPOINTS.becomeDistributor.distributorForm.path,
    summary: 'Distributor application: validated like the page, limited per address, stored whole',
    operation: BECOME_DISTRIBUTOR_OPERATIONS.distributorForm,
    read: readDistributorForm,
    store: (draft, form, now) => {
      const forms = (draft.distributor_forms ??= []);
      checkFormRate(forms, (r) => r.form_emil, form.form_emil, now);
      appendRow(forms, 'distributor_form_id', form, now.toISOString());
    },
    done: PARTNERSHIP_FORM_MSG.distributorSent,
  }),
];
