/** The CMS blocks the partnership page tests build their props from. */
import type { ConfigBlock } from '@/lib/site-types';

/** A block with its id in its text and picture. */
export const block = (id: number, title = `Block ${id}`): ConfigBlock => ({
  id,
  title,
  subtitle: '',
  html: `<p>Text ${id}</p>`,
  picture: `http://localhost:4000/uploads/${id}.png`,
  path: '',
});
