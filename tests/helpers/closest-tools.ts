/** A closest tool that vehicle-coverage tests share: a Renault is served by the Alliance's Nissan. */
import type { ClosestTool } from '@/features/support/vehicle-coverage/closest-tool';

export const NISSAN_FOR_RENAULT: ClosestTool = {
  kind: 'group-make',
  product: 'AD1000 Max',
  brand: 'Nissan',
  packid: 'NISSAN',
  version: 'V36.20',
  group: 'Renault–Nissan–Mitsubishi Alliance',
  years: { first: 1996, last: 2026 },
};
