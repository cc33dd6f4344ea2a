import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as bookOpenModule from "lucide-react/icons/book-open";
import { clientIcon, type IconData } from "./icon.ts";
import { serverIcon } from "./server-icon.ts";

// An icon is its viewBox, its classes, its accessibility and its drawing: the presentation lucide
// would repeat on every <svg> comes from app.css. The server writes what the browser renders.

// lucide's icon modules export their drawing as `__iconData` (undeclared in its types)
const bookOpen = (bookOpenModule as unknown as { __iconData: IconData }).__iconData;
const Browser = clientIcon(bookOpen);
const Server = serverIcon(bookOpen);
const html = (Icon: typeof Browser, props: Record<string, unknown> = {}) => renderToStaticMarkup(createElement(Icon, props));

describe("the app's lucide icons", () => {
  it("draw a decorative icon with its classes and drawing only, the same on the server as in the browser", () => {
    const markup = html(Browser, { className: "size-4 text-muted" });
    expect(markup).toMatch(
      /^<svg viewBox="0 0 24 24" class="lucide lucide-book-open size-4 text-muted" aria-hidden="true"><path d="M12 5v16"><\/path><path d="M20/,
    );
    expect(markup).not.toMatch(/stroke|fill|width|xmlns/);
    expect(html(Server, { className: "size-4 text-muted" })).toBe(markup);
  });

  it("leave an icon with a name to assistive technology", () => {
    const markup = html(Server, { "aria-label": "Courses", role: "img" });
    expect(markup).toContain('aria-label="Courses"');
    expect(markup).not.toContain("aria-hidden");
  });

  it("turn a size, stroke width or colour into a style the stylesheet cannot override", () => {
    const markup = html(Server, { size: 16, strokeWidth: 1.5, color: "#C0262D" });
    expect(markup).toContain('style="width:16px;height:16px;stroke-width:1.5;stroke:#C0262D"');
    expect(html(Browser, { size: 16, strokeWidth: 1.5, color: "#C0262D" })).toBe(markup);
  });

  it("draw children after the drawing", () => {
    const markup = html(Server, { children: createElement("title", null, "Open book") });
    expect(markup).toMatch(/<\/path><title>Open book<\/title><\/svg>$/);
    expect(markup).not.toContain("aria-hidden");
  });
});
