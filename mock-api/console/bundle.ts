/**
 * The mock console's script: `mock-api/console/entry.tsx` bundled for the browser by esbuild on
 * the first request and kept in memory (a clean clone, `npm start`, the e2e stack and the
 * Docker image all run the mock from source, so there is no build step to forget).
 */
import path from 'node:path';
import { build } from 'esbuild';

export const CONSOLE_ENTRY = path.join(__dirname, 'entry.tsx');

/** Bundles the console (minified, React's production build). */
export async function buildConsole(entry: string = CONSOLE_ENTRY): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

let pending: Promise<string> | null = null;

/** The bundle, built once; a failed build is tried again on the next request. */
export function consoleBundle(): Promise<string> {
  pending ??= buildConsole().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
