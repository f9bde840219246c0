/**
 * The footer's own style sheets, imported by the layout for their side effect: the footer's
 * code loads after the page hydrates (site-layout.tsx), its styles must be in the page's CSS
 * from the first paint. The footer's modules import the same sheets.
 */
import '@/components/prose.module.css';
import './footer-button.module.css';
import './footer-menu.module.css';
import './footer-social.module.css';
import './footer.module.css';
import './translate-widget.module.css';
