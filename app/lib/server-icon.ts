import { Fragment, createElement, forwardRef, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { LucideIcon, LucideProps } from "lucide-react";
import { drawing, iconAttributes, type IconData } from "./icon.ts";

// The server build's lucide icons (vite.config.ts points the SSR build's "lucide-react" here,
// icon by icon): the same <svg> as the browser's (app/lib/icon.ts), its drawing written as
// markup once per icon (React's own, so the HTML is byte for byte what the browser renders, and
// the browser hydrates its elements over it). A page draws dozens of icons, most with the same
// few props: the <svg> for a given set of props is built once (bounded). An icon with children
// or with props that cannot be part of a key renders as the browser's.

type Props = LucideProps & { children?: ReactNode };
const PER_ICON = 64;

export function serverIcon(data: IconData): LucideIcon {
  let markup: string | undefined;
  const drawn = new Map<string, ReactElement>();
  const Icon = forwardRef<SVGSVGElement, Props>((props, ref) => {
    const key = ref ? null : keyOf(props as Record<string, unknown>);
    if (key === null) return createElement("svg", iconAttributes(data, props, ref), ...drawing(data), props.children);
    let svg = drawn.get(key);
    if (!svg) {
      markup ??= renderToStaticMarkup(createElement(Fragment, null, ...drawing(data)));
      svg = createElement("svg", { ...iconAttributes(data, props, null), dangerouslySetInnerHTML: { __html: markup } });
      if (drawn.size >= PER_ICON) drawn.clear();
      drawn.set(key, svg);
    }
    return svg;
  });
  Icon.displayName = data.name;
  return Icon as unknown as LucideIcon;
}

/** The props as a cache key, or null when one of them cannot be part of one (children, objects). */
function keyOf(props: Record<string, unknown>): string | null {
  let key = "";
  for (const name in props) {
    const v = props[name];
    if (v === undefined) continue;
    if (name === "children" || (typeof v !== "string" && typeof v !== "number" && typeof v !== "boolean")) return null;
    key += `${name}\u0000${typeof v}\u0000${String(v)}\u0001`;
  }
  return key;
}
