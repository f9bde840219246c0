import type { FunctionIcon } from './function-icons';

/** Where the site answers the sample functions' pictures (api/function-icons-route.ts). */
export const FUNCTION_ICONS_PATH = '/api/function-icons';

/** The picture of a sample function: its icon in its class's colours. */
export function functionPictureUrl(icon: FunctionIcon, classId: number): string {
  return `${FUNCTION_ICONS_PATH}/${icon}-${classId}.svg`;
}
