/** Named constants of the vendor's pages and API instead of numbers in the code. */

/** Config records the shell reads. */
export const CONFIG_ID = {
  mailingListPopup: 33,
  topBox: 34,
  rightBox: 35,
} as const;

export const HOME_INTRO_CONFIG_IDS = [9, 10, 11, 12] as const;
export const HOME_CONTACT_CONFIG_IDS = [28, 29, 30, 31] as const;

/**
 * The customer terms page ("Terms of Service", /about-us/terms-of-service in the category
 * tree): what the sign-up and bind consent links to. The statement page shows the distributor
 * category's details, else this category's.
 */
export const TERMS_OF_SERVICE_CATEGORY_ID = 100;

/** Menu items the shell recognises by name. */
export const MENU_NAME = {
  personalCenter: 'Personal Center',
  serviceCenter: 'Service Center',
} as const;

/** send_mail's email_type: what the verification code is for. */
export const EMAIL_TYPE = { reset: 1, register: 2 } as const;
/** After a code is sent, "Send code" waits this long before it may be used again. */
export const SEND_CODE_COOLDOWN_SECONDS = 60;
/** Bind code 201: the page goes to /login after this long (docs/api.md, "Error codes"). */
export const BIND_TO_LOGIN_DELAY_MS = 2000;

/** The warning of every keyword search left empty (docs/copy.md). */
export const MSG_ENTER_KEYWORDS = 'Please enter keywords';

export const GOODS_TAG = { none: 1, new: 2, hot: 3, third: 5 } as const;
export const PRODUCT_SEARCH_TAB_ID = 9999;

export const BREAKPOINT = {
  /** Layout and header padding switch to mobile at this width or less. */
  mobile: 768,
  /** The desktop header needs more than this width; the footer goes mobile at it or less. */
  desktopHeader: 1024,
} as const;

/** The loading overlay closes itself after this long whatever happens. */
export const LOADING_OVERLAY_MAX_MS = 8000;

/** Seconds before a statically generated page is regenerated in the background. */
export const REVALIDATE_CATALOGUE = 60;
export const REVALIDATE_CONTENT = 300;
export const REVALIDATE_NOT_FOUND = 60;

/** Session-storage flags of the popup and boxes; values show, close or none. */
export const SESSION_FLAG = {
  popup: 'isActivity',
  rightBox: 'isRightFixed',
  topBox: 'isTopFixed',
} as const;
/** Local storage: the e-mail address subscribed from this browser. */
export const SUBSCRIBED_EMAIL_KEY = 'isEAccount';

export const SITE_TITLE_FALLBACK = 'Diagtools';
export const DEFAULT_SEO = {
  description:
    'Professional automotive diagnostic tools: OBD2 scanners, code readers, battery and TPMS service tools for workshops and DIY car owners.',
  keywords:
    'automotive diagnostics, OBD2 scanner, car diagnostic tool, code reader, battery tester, TPMS tool',
} as const;

/** Video players that CMS HTML may embed (the sanitizer and the CSP's frame-src share it). */
export const ALLOWED_IFRAME_HOSTS: readonly string[] = Object.freeze([
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
]);

/**
 * The mailing-list popup and the boxes wait for the page to load, the browser to go idle
 * and then this long, so they never compete with the first paint and hydration (on a slow
 * phone they used to make most of the blocking time and become the largest paint).
 */
export const PROMO_DELAY_MS = 2500;

/*
 * Partnership pages: the config records each page shows, by fixed id (docs/api.md,
 * "Config records and the category tree").
 */
export const INVENTERS_TESTERS_CONFIG_IDS = {
  intro: 69,
  benefits: 70,
  benefitsList: [71, 72, 73, 74],
  cards: [75, 76, 77, 78],
} as const;

export const UFLUENCER_CONFIG_IDS = {
  signUp: 79,
  pictureBlock: 80,
  background: 81,
  features: [82, 83, 84],
} as const;

export const DISTRIBUTOR_CONFIG_IDS = {
  featuresTitle: 54,
  features: [55, 56, 57],
  iconsTitle: 58,
  icons: [59, 60, 61, 62],
  form: 63,
  sidePanel: [64, 65, 66, 67],
  codeImage: 68,
} as const;
