import { Fragment, createElement, forwardRef, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { LucideIcon, LucideProps } from "lucide-react";

// The server build's lucide icons (vite.config.ts points the SSR build's "lucide-react" here,
// icon by icon; the browser keeps lucide's own). A page draws dozens of icons, and lucide
// rebuilds each one's attributes and its <path> elements on every render. Here an icon drawn
// with the same props is built once: the <svg> lucide would render, its drawing written once as
// markup (React's own, so the HTML is byte for byte what lucide renders, and the browser
// hydrates lucide's elements over it). Icons with children or non-primitive props render as
// lucide's. The app sets no LucideProvider, so lucide's context is its default everywhere.

type Props = Record<string, unknown>;
type ForwardRender = { render(props: Props, ref: unknown): ReactElement<Props> };

const PER_ICON = 64;

export function serverIcon(Icon: LucideIcon): LucideIcon {
  if (typeof (Icon as unknown as Partial<ForwardRender>)?.render !== "function") return Icon;
  const drawn = new Map<string, ReactElement>();
  const Server = forwardRef<SVGSVGElement, LucideProps>((props, ref) => {
    const key = keyOf(props as Props);
    let svg = key === null ? undefined : drawn.get(key);
    if (!svg && key !== null) {
      svg = flatten(Icon as unknown as ForwardRender, props as Props) ?? undefined;
      if (svg) {
        if (drawn.size >= PER_ICON) drawn.clear();
        drawn.set(key, svg);
      }
    }
    return svg ?? createElement(Icon, { ...props, ref });
  });
  Server.displayName = Icon.displayName;
  return Server as LucideIcon;
}

/** The props as a cache key, or null when one of them cannot be part of one. */
function keyOf(props: Props): string | null {
  let key = "";
  for (const name in props) {
    const v = props[name];
    if (v === undefined) continue;
    if (name === "children" || name === "ref" || (typeof v !== "string" && typeof v !== "number" && typeof v !== "boolean")) return null;
    key += `${name}\u0000${typeof v}\u0000${String(v)}\u0001`;
  }
  return key;
}

/** lucide's <svg> for these props, its children written as markup; null if lucide draws otherwise. */
function flatten(Icon: ForwardRender, props: Props): ReactElement | null {
  const outer = Icon.render(props, null); // <Icon icon={…} …/>, lucide's inner component
  const inner = (outer?.type as Partial<ForwardRender> | undefined)?.render;
  if (typeof inner !== "function") return null;
  const { ref: _outerRef, ...outerProps } = outer.props;
  const svg = inner(outerProps, null);
  if (svg?.type !== "svg") return null;
  const { children, ref: _ref, ...attrs } = svg.props;
  const __html = renderToStaticMarkup(createElement(Fragment, null, children as ReactElement[]));
  return createElement("svg", { ...attrs, dangerouslySetInnerHTML: { __html } });
}
