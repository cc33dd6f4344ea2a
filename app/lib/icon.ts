import { createElement, forwardRef, type CSSProperties, type ForwardedRef, type ReactNode } from "react";
import type { LucideIcon, LucideProps } from "lucide-react";

// The app's lucide icons, drawn lighter. lucide writes its presentation on every <svg> it draws
// (xmlns, a 24×24 size, no fill, a round 2 px stroke in the text colour: eight attributes, about
// 200 bytes an icon, two or three dozen icons a page). Here that presentation is one CSS rule
// (`svg.lucide` in app/styles/app.css, in the base layer so a size or stroke utility class
// still wins), and an icon carries only its viewBox, its classes, its accessibility and its
// drawing. The build points `lucide-react` imports here (vite.config.ts): in the browser
// through `clientIcon`, on the server through app/lib/server-icon.ts, which writes the drawing
// once per icon. A size, stroke width or colour given as a prop becomes an inline style (a
// presentation attribute would lose to the CSS rule).

/** An icon's drawing as lucide ships it (`__iconData` of `lucide-react/icons/<name>`). */
export type IconData = { name: string; node: readonly (readonly [string, Record<string, string | number>])[] };

type Props = LucideProps & { children?: ReactNode };

const hasA11yProp = (props: Record<string, unknown>) =>
  Object.keys(props).some((k) => (k.startsWith("aria-") || k === "role" || k === "title") && props[k] != null);

/** The <svg> attributes of an icon drawn with these props. */
export function iconAttributes(data: IconData, props: Props, ref: ForwardedRef<SVGSVGElement>): Record<string, unknown> {
  const { className, size, strokeWidth, color, absoluteStrokeWidth: _absolute, children, style, ...rest } = props;
  let own: CSSProperties | undefined;
  if (size !== undefined || strokeWidth !== undefined || color !== undefined) {
    own = {
      ...(size !== undefined && { width: size, height: size }),
      ...(strokeWidth !== undefined && { strokeWidth }),
      ...(color !== undefined && { stroke: color }),
    };
  }
  return {
    ref,
    viewBox: "0 0 24 24",
    className: className ? `lucide lucide-${data.name} ${className}` : `lucide lucide-${data.name}`,
    ...(children || hasA11yProp(rest) ? null : { "aria-hidden": "true" }),
    ...rest,
    ...((own || style) && { style: { ...own, ...style } }),
  };
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/** The drawing's elements (the browser's, and the server's for an icon with children). */
export const drawing = (data: IconData) => data.node.map(([tag, attrs]) => createElement(tag, attrs));

/** A lucide icon for the browser. */
export function clientIcon(data: IconData): LucideIcon {
  const Icon = forwardRef<SVGSVGElement, Props>((props, ref) =>
    createElement("svg", iconAttributes(data, props, ref), ...drawing(data), props.children),
  );
  Icon.displayName = pascal(data.name);
  return Icon as unknown as LucideIcon;
}
