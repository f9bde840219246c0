/** The mock console's entry (bundled by bundle.ts): mounts the app on the page's #root. */
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app';

const root = document.getElementById('root');
if (root) createRoot(root).render(<ConsoleApp siteUrl={root.dataset.siteUrl ?? ''} />);
