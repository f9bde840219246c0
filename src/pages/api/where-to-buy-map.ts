/** The where-to-buy page's world map, as SVG (see the handler). */
export { whereToBuyMapHandler as default } from '@/features/support/where-to-buy/api/map-route';
