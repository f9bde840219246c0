/**
 * The options of a native select from the two shapes the API and the site's lists give:
 * texts (each its own value) and named ids. A select's leading choices ("All", a
 * placeholder) stay with the select.
 */

/** One option per text, the text as its value. */
export function TextOptions({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => (
    <option key={text} value={text}>
      {text}
    </option>
  ));
}

/** One option per named item, its id as the value. */
export function NamedOptions({ items }: { items: readonly { id: number; name: string }[] }) {
  return items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}
