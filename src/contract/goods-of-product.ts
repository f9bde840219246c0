/**
 * Which goods a coverage product names ("AD1000 Max" → "AD1000 Max Diagnostic Tablet"): its
 * title begins with the product's words. Used by the vehicle coverage page and by the mock's
 * publish paths (no path alias here: the mock imports it by its relative path).
 */

/** Lower-case words: "AD1000 Max" and "ad1000  max" agree. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether a goods title begins with a product name's words. */
export function titleNamesProduct(title: string, product: string): boolean {
  const name = words(product);
  const titleWords = words(title);
  return name.length > 0 && name.every((word, index) => titleWords[index] === word);
}
