/**
 * A label with its `{name}` placeholders filled: fill('Save {title} to favourites', { title }). On its own so
 * client components fill their words without bundling the whole catalogue (src/domain/labels.ts).
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
