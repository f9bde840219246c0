/** The function-stock sample pictures (see the handler). */
export { functionIconsRouteHandler as default } from '@/features/catalogue/function-stock/api/function-icons-route';
