/** Which coverage brand is a VIN maker's (shared with the customer's coverage matrix). */
export { brandMatchesMaker, findMakerBrand } from '@/lib/diag/maker-brand';
