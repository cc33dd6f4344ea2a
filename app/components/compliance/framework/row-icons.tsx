import {
  ChevronDown,
  ChevronRight,
  CircleCheck,
  CircleDashed,
  CircleDot,
  CircleSlash,
  FileText,
  Link2,
  UserRound,
  Zap,
  type LucideIcon,
} from "lucide-react";

// The icons a long requirement tree repeats on every row, drawn once as SVG symbols and used by
// reference: a hundred rows then carry a hundred short <use> tags instead of a hundred copies of
// each drawing (it halves the page's HTML for the 106 subcategories of CSF).

const ICONS = {
  not_started: CircleDashed,
  in_progress: CircleDot,
  implemented: CircleCheck,
  not_applicable: CircleSlash,
  owner: UserRound,
  evidence: FileText,
  automatic: Zap,
  mappings: Link2,
  open: ChevronDown,
  closed: ChevronRight,
} as const satisfies Record<string, LucideIcon>;
export type RowIconName = keyof typeof ICONS;

const PREFIX = "compliance-row-icon-";

/** The symbols, once per page, before the rows that use them. */
export function RowIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute overflow-hidden">
      {(Object.entries(ICONS) as [RowIconName, LucideIcon][]).map(([name, Icon]) => (
        <symbol key={name} id={`${PREFIX}${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** One of the sprite's icons: decoration only, the text beside it carries the meaning. */
export function RowIcon({ name, className }: { name: RowIconName; className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`#${PREFIX}${name}`} />
    </svg>
  );
}
