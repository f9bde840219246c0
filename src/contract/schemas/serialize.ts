/** The document as the files and the mock's routes give it: stable JSON and YAML text. */
import { stringify } from 'yaml';
import type { OpenApiDocument } from './document';

export function documentJson(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

export function documentYaml(document: OpenApiDocument): string {
  return stringify(document, { lineWidth: 0 });
}
