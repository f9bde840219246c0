/** The header search box's suggestions while typing (see the handler). */
export { suggestRouteHandler as default } from '@/features/catalogue/search/api/suggest-route';
