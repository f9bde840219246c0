/**
 * The menu id of the products root: the goods list lists it when no category_id is given, so
 * the API's schema names it as that parameter's default. The mock's seed
 * (mock-api/schema/mock-seed.ts) gives the products root this id.
 */
export const PRODUCTS_ROOT_CATEGORY_ID = 2;
