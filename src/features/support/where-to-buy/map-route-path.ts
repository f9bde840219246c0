/** The site's route that draws the where-to-buy map (./api/map-route.ts). */
export const WHERE_TO_BUY_MAP_ROUTE = '/api/where-to-buy-map';
