/**
 * Prints each page's first-load JavaScript (gzip level 9, counted as e2e/budget.spec.ts does)
 * and, with `--chunks`, the size of every script it loads: to find which chunk grew between
 * two builds. Against a running site (`npm start` or the e2e stack); PORT says where.
 *
 *   PORT=3000 npm run measure:first-load -- [--chunks] [/products /personal-center/my-tools ...]
 */
import { gzipBytes, scriptSources } from './lib/first-load';
import { envPort } from './lib/ports';

const DEFAULT_PATHS = ['/', '/products', '/personal-center/user-info'];

async function text(url: string): Promise<string> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.text();
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const chunks = args.includes('--chunks');
  const paths = args.filter((arg) => arg !== '--chunks');
  const site = `http://localhost:${envPort('PORT', 3000)}`;
  for (const path of paths.length > 0 ? paths : DEFAULT_PATHS) {
    const sources = scriptSources(await text(`${site}${path}`));
    const sizes = await Promise.all(
      sources.map(async (source) => {
        const answer = await fetch(new URL(source, site));
        if (!answer.ok) throw new Error(`${source} answered ${answer.status}`);
        return { source, bytes: gzipBytes(Buffer.from(await answer.arrayBuffer())) };
      }),
    );
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    console.log(`${total.toLocaleString('en-US').padStart(9)} B  ${path}`);
    if (chunks) {
      for (const { source, bytes } of sizes) {
        console.log(`  ${bytes.toLocaleString('en-US').padStart(9)} B  ${source}`);
      }
    }
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
