import { nullIfRefused } from '@/lib/api-client';
import type { ApiCategory } from '@/contract/api-types';
import { supportPageHead } from '../../support-nav';
import { initialCoverageState, settleCascade, transition } from '../cascade';
import type { CoverageState, VehicleCoverageProps } from '../types';
import { answerRequest } from './diag-interface';
import { getToolOffers } from './tool-offers';

/**
 * The first view, settled on the server by the same cascade the browser runs: the first
 * product, brand and version, their columns, the first filter's options and the first
 * page of rows, so the static HTML holds the selects and the table. When the diagnosis
 * service answers with a failure code, the page is built without them and the browser
 * loads them (and shows the msg); no answer at all is thrown, like every upstream failure.
 */
export async function getVehicleCoverageInitial(): Promise<CoverageState | null> {
  return nullIfRefused(
    settleCascade(transition(initialCoverageState(), { type: 'start' }), (request) =>
      answerRequest(request),
    ),
  );
}

export async function getVehicleCoveragePage(
  category: ApiCategory,
  tree: ApiCategory[],
): Promise<VehicleCoverageProps | null> {
  const initial = await getVehicleCoverageInitial();
  return {
    ...supportPageHead(category, tree),
    initial,
    tools: await getToolOffers(initial?.products ?? []),
  };
}
