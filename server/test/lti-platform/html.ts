// The emulated LMS's HTML: its pages, and the auto-posting form a browser gets back from /auth.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", "#x27": "'" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[c]};`);
}

function unescapeHtml(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (ENTITIES[lower]) return ENTITIES[lower];
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return whole;
  });
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    out[m[1]!.toLowerCase()] = unescapeHtml(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return out;
}

/** Reads an auto-posting HTML form (action + hidden fields). */
export function parseAutoPost(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form\b([^>]*)>/i.exec(html);
  if (!form) throw new Error(`no form in the page: ${html.slice(0, 200)}`);
  const action = attributes(form[1]!).action ?? "";
  const rest = html.slice(form.index);
  const end = rest.search(/<\/form>/i);
  const fields: Record<string, string> = {};
  for (const m of (end < 0 ? rest : rest.slice(0, end)).matchAll(/<input\b([^>]*)>/gi)) {
    const a = attributes(m[1]!);
    if (a.name && (a.type ?? "text").toLowerCase() !== "submit") fields[a.name] = a.value ?? "";
  }
  return { action, fields };
}

/** A page of the emulated LMS. */
export function page(title: string, body: string, script = ""): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body>${body}${script ? `<script>${script}</script>` : ""}</body></html>`;
}

/** The form_post answer of the authorization endpoint: posts the id_token and state to the tool. */
export function autoPost(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
  return page(
    "Emulated LMS — launching",
    `<form id="launch" method="post" action="${escapeHtml(action)}">
${inputs}
<noscript><button type="submit">Continue</button></noscript>
</form>`,
    `document.getElementById("launch").submit();`,
  );
}
