/**
 * The partnership pages (/api/CorporatePurchase/, /api/InventersTestersProgram/,
 * /api/UfluencerProgram/, /api/BecomeDistributor/): each page's data, and the three forms.
 */
import { z } from 'zod';
import { PARTNERSHIP_MESSAGES as M } from '../partnership-messages';
import { blankAsAbsent, requiredText, text } from './fields';
import { apiCategoryFields, apiConfigItem, apiGoods } from './catalogue';
import { apiCountry, apiRegion } from './service';
import { bareEnvelope, envelope, operations } from './operation';
import { EXAMPLE_CATEGORY, EXAMPLE_GOODS } from './examples';

const int = () => z.number().int();
const ok = { code: 200, msg: 'success' } as const;

/** Longest text per kind of field; longer answers 400 `<field> must be at most N characters`. */
export const PARTNERSHIP_FORM_MAX = {
  /** Names, phone, quantity, company size, region, country. */
  short: 100,
  email: 254,
  /** Product wanted, company name, channels. */
  medium: 500,
  /** Addresses, website, other brands. */
  address: 1000,
  /** The distributor's message. */
  long: 5000,
} as const;
const L = PARTNERSHIP_FORM_MAX;

/** The forms' answers. */
export const PARTNERSHIP_FORM_DONE = {
  corporateSent:
    'Thank you, we will contact you soon: our corporate sales team sends quotes within one business day',
  ufluencerSent:
    'Thank you, we will contact you soon: our partnership team reviews applications within 5 business days',
  distributorSent:
    'Thank you, we will contact you soon: our channel manager for your region will reply within 3 business days',
} as const;

export const apiPartnershipCategory = apiCategoryFields
  .omit({ goods_all: true })
  .meta({ id: 'ApiPartnershipCategory' });

export const apiFaqArticle = z
  .object({
    article_id: int(),
    article_title: z.string(),
    article_details: z.string().meta({ description: 'HTML.' }),
  })
  .meta({ id: 'ApiFaqArticle' });

export const apiPurchaseSpecification = z
  .object({
    purchase_product_specifications_quantity: z
      .string()
      .meta({ description: 'e.g. "10-49 units".' }),
    purchase_product_specifications_price: z.string().meta({ description: 'e.g. "$279.00".' }),
  })
  .meta({ id: 'ApiPurchaseSpecification' });

export const apiPurchaseProduct = z
  .object({
    purchase_product_id: int(),
    purchase_product_title: z.string(),
    purchase_product_picture: z.string(),
    purchase_product_specifications_all: z.array(apiPurchaseSpecification),
  })
  .meta({ id: 'ApiPurchaseProduct' });

export const apiPartnerBusiness = z
  .object({
    business_id: int(),
    business_name: z.string(),
    business_url: z.string(),
    business_album: z.string(),
    country_name: z.string(),
    business_cooperatetime: z.string().meta({ description: 'e.g. "Since 2019".' }),
  })
  .meta({ id: 'ApiPartnerBusiness' });

export const corporatePurchaseAllResponse = envelope({
  category_find: apiPartnershipCategory,
  article_all: z.array(apiFaqArticle),
  purchase_product_all: z.array(apiPurchaseProduct),
  configs_all: z.array(apiConfigItem),
});
export const inventersTestersAllResponse = envelope({
  category_find: apiPartnershipCategory,
  goods_all: z.array(apiGoods),
  configs_all: z.array(apiConfigItem),
});
export const ufluencerAllResponse = envelope({
  category_find: apiPartnershipCategory,
  configs_all: z.array(apiConfigItem),
  article_all: z.array(apiFaqArticle),
});
export const becomeDistributorAllResponse = envelope({
  category_find: apiPartnershipCategory,
  region_all: z.array(apiRegion),
  business_all: z.array(apiPartnerBusiness),
  configs_all: z.array(apiConfigItem),
});
export const distributorCountryResponse = envelope({ data: z.array(apiCountry) });

/** A form's required text: absent, null, empty or blank answers `message`. */
const required = (name: string, message: string, max: number) =>
  blankAsAbsent(requiredText(name, message, max));

/** A ticked box: true or false ("true"/"false" from a form post); absent means false. */
const flag = (name: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: `${name} must be true or false` })
    .nullable()
    .optional();

/** The agreement: 1 when ticked, 2 when not; anything but 1 answers `message`. */
const agreement = (message: string) =>
  z
    .number({ error: message })
    .refine((value) => value === 1 || value === 2, message)
    .meta({ description: '1 when the box is ticked, otherwise 2 (refused).' });

export const corporatePurchaseBody = z.object({
  purchase_name: required('purchase_name', M.purchaseName, L.short),
  purchase_emil: required('purchase_emil', M.purchaseEmail, L.email).meta({
    description: 'The e-mail address (the vendor spells the field so).',
  }),
  purchase_product: required('purchase_product', M.purchaseProduct, L.medium),
  purchase_quantity: required('purchase_quantity', M.purchaseQuantity, L.short),
  purchase_reason: required('purchase_reason', M.purchaseReason, L.short).meta({
    description: 'One of the page’s reasons (any case).',
  }),
  purchase_address: required('purchase_address', M.purchaseAddress, L.address),
  purchase_delivery: blankAsAbsent(
    text('purchase_delivery', L.short)
      .optional()
      .meta({ description: 'The delivery date wanted, `yyyy-MM-dd`, or empty.' }),
  ),
  purchase_phone: required('purchase_phone', M.purchasePhone, L.short),
  PrivacyPolicyChecked: flag('PrivacyPolicyChecked'),
  SubscribeChecked: flag('SubscribeChecked').meta({
    description: 'Also subscribe the address to the mailing list.',
  }),
  isAgreement: agreement(M.purchaseTerms),
});

export const ufluencerBody = z.object({
  ufluencer_firstname: required('ufluencer_firstname', M.ufluencerFirstName, L.short),
  ufluencer_lastname: required('ufluencer_lastname', M.ufluencerLastName, L.short),
  ufluencer_emil: required('ufluencer_emil', M.ufluencerEmail, L.email),
  ufluencer_phone: required('ufluencer_phone', M.ufluencerPhone, L.short),
  ufluencer_channels: required('ufluencer_channels', M.ufluencerChannels, L.medium),
});

/** The page checks the statement box first. */
export const distributorBody = z.object({
  isAgreement: agreement(M.distributorConsent),
  form_region: required('form_region', M.distributorRegion, L.short).meta({
    description: 'A region of region_all (any case).',
  }),
  form_cooperationtype: required(
    'form_cooperationtype',
    M.distributorCooperationType,
    L.short,
  ).meta({ description: 'One of the page’s cooperation types (any case).' }),
  form_country: required('form_country', M.distributorCountry, L.short).meta({
    description: 'A country of that region (any case).',
  }),
  form_firstname: required('form_firstname', M.distributorName, L.short),
  form_lastname: required('form_lastname', M.distributorName, L.short),
  form_emil: required('form_emil', M.distributorEmail, L.email),
  form_phone: required('form_phone', M.distributorPhone, L.short),
  form_body: required('form_body', M.distributorBody, L.long),
  form_companyname: required('form_companyname', M.distributorCompanyName, L.medium),
  form_companysize: required('form_companysize', M.distributorCompanySize, L.short),
  form_websiteurl: required('form_websiteurl', M.distributorWebsite, L.address),
  form_address: required('form_address', M.distributorAddress, L.address),
  form_brand: required('form_brand', M.distributorBrand, L.address),
});

const { children: _children, ...categoryFind } = EXAMPLE_CATEGORY;
const faqExample = {
  article_id: 1,
  article_title: 'What is the minimum order for volume pricing?',
  article_details: '<p>Volume prices start at <strong>5 units</strong> of one product.</p>',
};
const FORM_CODES = [400, 429, 503];

export const CORPORATE_PURCHASE_OPERATIONS = operations({
  corporatePurchaseAll: {
    summary: 'The corporate purchase page: its category, FAQs, bulk-price products and configs',
    response: corporatePurchaseAllResponse,
    example: {
      response: {
        ...ok,
        category_find: categoryFind,
        article_all: [faqExample],
        purchase_product_all: [
          {
            purchase_product_id: 1,
            purchase_product_title: 'AD900 Pro Scan Tool',
            purchase_product_picture: '/uploads/goods/ad900-pro-scan-tool.jpg',
            purchase_product_specifications_all: [
              {
                purchase_product_specifications_quantity: '5-19 units',
                purchase_product_specifications_price: '$300.99',
              },
            ],
          },
        ],
        configs_all: [],
      },
    },
  },
  corporatePurchaseForm: {
    summary: 'A bulk quote request, checked like the page and stored',
    description: 'At most 3 forms per e-mail address in 10 minutes (429 past that).',
    body: corporatePurchaseBody,
    response: bareEnvelope,
    codes: FORM_CODES,
    example: {
      body: {
        purchase_name: 'Anna Huber',
        purchase_emil: 'anna.huber@example.com',
        purchase_product: 'AD900 Pro Scan Tool',
        purchase_quantity: '20',
        purchase_reason: 'For automotive repair shop',
        purchase_address: 'Ringstrasse 1, 1010 Vienna, Austria',
        purchase_delivery: '',
        purchase_phone: '+43 1 234 5678',
        PrivacyPolicyChecked: true,
        SubscribeChecked: false,
        isAgreement: 1,
      },
      response: { code: 200, msg: PARTNERSHIP_FORM_DONE.corporateSent },
    },
  },
});

export const INVENTERS_TESTERS_PROGRAM_OPERATIONS = operations({
  inventersTestersProgramAll: {
    summary: 'The inventers and testers page: its category, 8 goods and configs',
    response: inventersTestersAllResponse,
    example: {
      response: { ...ok, category_find: categoryFind, goods_all: [EXAMPLE_GOODS], configs_all: [] },
    },
  },
});

export const UFLUENCER_PROGRAM_OPERATIONS = operations({
  ufluencerProgramAll: {
    summary: 'The Ufluencer page: its category, configs and FAQs',
    response: ufluencerAllResponse,
    example: {
      response: { ...ok, category_find: categoryFind, configs_all: [], article_all: [faqExample] },
    },
  },
  ufluencerProgramForm: {
    summary: 'A Ufluencer application, checked like the page and stored',
    description: 'At most 3 forms per e-mail address in 10 minutes (429 past that).',
    body: ufluencerBody,
    response: bareEnvelope,
    codes: FORM_CODES,
    example: {
      body: {
        ufluencer_firstname: 'Sam',
        ufluencer_lastname: 'Lee',
        ufluencer_emil: 'sam.lee@example.com',
        ufluencer_phone: '+1 512 555 0100',
        ufluencer_channels: 'https://www.youtube.com/@samfixescars',
      },
      response: { code: 200, msg: PARTNERSHIP_FORM_DONE.ufluencerSent },
    },
  },
});

export const BECOME_DISTRIBUTOR_OPERATIONS = operations({
  becomeDistributorAll: {
    summary: 'The distributor page: its category, regions, outstanding partners and configs',
    response: becomeDistributorAllResponse,
    example: {
      response: {
        ...ok,
        category_find: categoryFind,
        region_all: [{ region_id: 3, region_name: 'Europe' }],
        business_all: [
          {
            business_id: 1,
            business_name: 'Northgate Auto Diagnostics',
            business_url: 'https://www.northgate-autodiag.com',
            business_album: '/uploads/partners/northgate-auto-diagnostics.svg',
            country_name: 'United States',
            business_cooperatetime: 'Since 2015',
          },
        ],
        configs_all: [],
      },
    },
  },
  countryAll: {
    summary: 'The countries of a region, A to Z',
    query: z.object({
      region_name: requiredText('region_name', M.distributorRegion, L.short).meta({
        description: 'A region of region_all (any case).',
      }),
    }),
    response: distributorCountryResponse,
    codes: [400, 404],
    example: {
      query: { region_name: 'Europe' },
      response: { ...ok, data: [{ country_id: 10, country_name: 'Austria' }] },
    },
  },
  distributorForm: {
    summary: 'A distributor application, checked like the page and stored',
    description: 'At most 3 forms per e-mail address in 10 minutes (429 past that).',
    body: distributorBody,
    response: bareEnvelope,
    codes: FORM_CODES,
    example: {
      body: {
        isAgreement: 1,
        form_region: 'Europe',
        form_cooperationtype: 'Become a dealer',
        form_country: 'Austria',
        form_firstname: 'Anna',
        form_lastname: 'Huber',
        form_emil: 'anna.huber@example.com',
        form_phone: '+43 1 234 5678',
        form_body: 'We run four workshops and would like to resell your tools.',
        form_companyname: 'Huber Kfz GmbH',
        form_companysize: '25',
        form_websiteurl: 'https://huber-kfz.example.com',
        form_address: 'Ringstrasse 1, 1010 Vienna, Austria',
        form_brand: 'Bosch, Hella',
      },
      response: { code: 200, msg: PARTNERSHIP_FORM_DONE.distributorSent },
    },
  },
});
