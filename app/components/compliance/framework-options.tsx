/** The options of a framework picker: the adopted frameworks by name, valued by slug. */
export function FrameworkOptions({ frameworks }: { frameworks: readonly { slug: string; name: string }[] }) {
  return frameworks.map((f) => (
    <option key={f.slug} value={f.slug}>
      {f.name}
    </option>
  ));
}
