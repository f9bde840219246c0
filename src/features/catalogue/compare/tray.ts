/** The compare tray, for a lazy mount: `dynamic(() => import('.../compare/tray'))`. */
export { default } from './components/compare-tray';
