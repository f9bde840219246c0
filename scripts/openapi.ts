/**
 * `npm run openapi`: writes the vendor API's OpenAPI document (src/contract/schemas/document.ts)
 * to docs/openapi.json. `--check` only compares, and fails when the committed file is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '../src/contract/schemas/document';
import { documentJson } from '../src/contract/schemas/serialize';

export const DOCUMENT_FILE = path.join(__dirname, '..', 'docs', 'openapi.json');

function main(): void {
  const text = documentJson(openApiDocument());
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(DOCUMENT_FILE) ? fs.readFileSync(DOCUMENT_FILE, 'utf8') : '';
    if (committed !== text) {
      console.error(`${DOCUMENT_FILE} is stale: run \`npm run openapi\` and commit it.`);
      process.exit(1);
    }
    console.log(`${DOCUMENT_FILE} is current.`);
    return;
  }
  fs.writeFileSync(DOCUMENT_FILE, text);
  console.log(`wrote ${DOCUMENT_FILE}`);
}

main();
