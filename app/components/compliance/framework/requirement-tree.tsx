import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FrameworkTree } from "../../../../contract/compliance.ts";
import { Button } from "../../ui/button.tsx";
import { RequirementRow } from "./requirement-row.tsx";
import { RowIcon, RowIconSprite } from "./row-icons.tsx";
import type { TreeSection } from "./tree-filter.ts";

type GroupReadiness = FrameworkTree["groupReadiness"][number];
type Shared = { owners: Record<string, string>; viewerId: string | null; filtering: boolean };
const HEADINGS = ["h3", "h4", "h5", "h6"] as const;

/**
 * A group of the tree under a heading whose button shows or hides it. Its requirements are only
 * drawn while it is open, so a long framework's page stays light (the rows' data is in the page
 * either way). Nested groups (a CSF function's categories) open with it.
 */
function Group({
  section: s,
  depth,
  open,
  onToggle,
  readiness,
  shared,
}: {
  section: TreeSection;
  depth: number;
  open: boolean;
  onToggle: () => void;
  readiness?: GroupReadiness;
  shared: Shared;
}) {
  const { t } = useTranslation("compliancePages");
  const id = useId();
  const Heading = HEADINGS[Math.min(depth, HEADINGS.length - 1)]!;
  const shown =
    s.rows.length +
    s.groups.reduce(function count(n: number, g: TreeSection): number {
      return n + g.rows.length + g.groups.reduce(count, 0);
    }, 0);
  return (
    <section
      className={depth === 0 ? "rounded-xl border border-border bg-surface-raised" : "border-t border-border"}
      data-testid="tree-group"
      data-group={s.code}
    >
      <Heading className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={onToggle}
          className={`flex w-full items-start gap-2 px-3 py-3 text-left hover:bg-surface-sunken sm:px-4 ${depth === 0 ? "rounded-xl text-lg font-semibold" : "text-base font-semibold"}`}
        >
          <RowIcon name={open ? "open" : "closed"} className="mt-1 size-4 shrink-0" />
          <span className="flex min-w-0 flex-1 flex-col gap-x-4 sm:flex-row sm:items-baseline sm:justify-between">
            <span className="min-w-0 break-words">
              <span className="mr-1.5">{s.code}</span>
              {s.title}
            </span>
            <span className="shrink-0 text-sm font-normal text-muted">
              {readiness ? t("tree.groupReadiness", { percent: readiness.percent }) + " · " : ""}
              {shared.filtering ? t("tree.groupShown", { shown, total: s.total }) : t("tree.groupCount", { count: s.total })}
            </span>
          </span>
        </button>
      </Heading>
      <div id={`${id}-body`} hidden={!open}>
        {open ? <GroupBody section={s} depth={depth} shared={shared} /> : null}
      </div>
    </section>
  );
}

function GroupBody({ section: s, depth, shared }: { section: TreeSection; depth: number; shared: Shared }) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      {s.rows.length ? (
        <ul className="divide-y divide-border border-t border-border">
          {s.rows.map((r) => (
            <RequirementRow key={r.id} row={r} owners={shared.owners} viewerId={shared.viewerId} />
          ))}
        </ul>
      ) : null}
      {s.groups.map((g) => (
        <div key={g.code} className="pl-3 sm:pl-4">
          <Group
            section={g}
            depth={depth + 1}
            open={!closed.has(g.code)}
            onToggle={() => setClosed((c) => (c.has(g.code) ? new Set([...c].filter((x) => x !== g.code)) : new Set([...c, g.code])))}
            shared={shared}
          />
        </div>
      ))}
    </>
  );
}

/**
 * The requirement tree: the framework's top-level groups, the first one open (every one that
 * holds a match while filtering), with buttons to open or close them all.
 */
export function RequirementTree({
  sections,
  groupReadiness,
  owners,
  viewerId,
  filtering,
}: {
  sections: readonly TreeSection[];
  groupReadiness: readonly GroupReadiness[];
  owners: Record<string, string>;
  viewerId: string | null;
  filtering: boolean;
}) {
  const { t } = useTranslation("compliancePages");
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(filtering ? sections.map((s) => s.code) : sections.slice(0, 1).map((s) => s.code)),
  );
  const shared: Shared = { owners, viewerId, filtering };
  const toggle = (code: string) => setOpen((o) => (o.has(code) ? new Set([...o].filter((c) => c !== code)) : new Set([...o, code])));
  return (
    <div className="flex flex-col gap-3">
      <RowIconSprite />
      {sections.length > 1 ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setOpen(new Set(sections.map((s) => s.code)))} data-testid="expand-all">
            {t("tree.expandAll")}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setOpen(new Set())}>
            {t("tree.collapseAll")}
          </Button>
        </div>
      ) : null}
      {sections.map((s) => (
        <Group
          key={s.code}
          section={s}
          depth={0}
          open={open.has(s.code)}
          onToggle={() => toggle(s.code)}
          readiness={groupReadiness.find((g) => g.code === s.code)}
          shared={shared}
        />
      ))}
    </div>
  );
}
