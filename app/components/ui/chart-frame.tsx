import { type ReactNode, useId } from "react";

/** The drawing area of a line chart: its size and the room kept around the plot for labels. */
export interface ChartBox {
  width: number;
  height: number;
  pad: { left: number; right: number; top: number; bottom: number };
}

/** How one line is drawn, in the chart and in its legend. */
export interface LineLook {
  stroke: string;
  width: number;
  dash?: string;
  opacity?: number;
}

/**
 * A hand-drawn chart's SVG: named by its title and told by its description for screen readers,
 * with a faint horizontal rule and a label at every tick of the value axis; the lines are the children.
 */
export function ChartSvg({
  frame,
  title,
  desc,
  yTicks,
  tickLabel,
  children,
}: {
  frame: ChartBox;
  title: string;
  desc: string;
  yTicks: readonly { value: number; y: number }[];
  tickLabel: (value: number) => ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <svg
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full overflow-visible text-muted"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{desc}</desc>
      {yTicks.map((tick) => (
        <g key={tick.value}>
          <line x1={frame.pad.left} x2={frame.width - frame.pad.right} y1={tick.y} y2={tick.y} stroke="currentColor" strokeOpacity={0.2} />
          <text x={frame.pad.left - 6} y={tick.y + 4} textAnchor="end" fontSize={11} fill="currentColor">
            {tickLabel(tick.value)}
          </text>
        </g>
      ))}
      {children}
    </svg>
  );
}

/** The legend under a chart, a list named by `label`. */
export function ChartLegend({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={label}>
        {children}
      </ul>
    </figcaption>
  );
}

/** One entry of a chart's legend: a short sample of the line, then its name. */
export function LegendItem({ look, children }: { look: LineLook; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <svg width="28" height="8" aria-hidden="true">
        <line
          x1="1"
          x2="27"
          y1="4"
          y2="4"
          stroke={look.stroke}
          strokeOpacity={look.opacity}
          strokeWidth={look.width}
          strokeDasharray={look.dash}
        />
      </svg>
      {children}
    </li>
  );
}

/** The chart's figures as a table, folded away behind `summary`. */
export function ChartTableDetails({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="text-sm">
      <summary className="w-fit cursor-pointer font-medium text-primary-text">{summary}</summary>
      {children}
    </details>
  );
}
