/** Constants of the shell shared by its parts. */
/** Route changes faster than this show no overlay (no flash). */
export const ROUTE_LOADING_DELAY_MS = 300;
export const TOAST_AUTO_HIDE_MS = 3000;
export const TOAST_TITLE = 'Tips';
export const MAIN_CONTENT_ID = 'main-content';
