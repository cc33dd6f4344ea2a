import { Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button.tsx";
import { removeAt, replaceAt } from "./editor-draft.ts";
import { FieldGroup, TextField } from "./editor-field.tsx";
import { fieldId } from "./editor-issues.ts";

/**
 * A list of texts at `path` (a step's paragraphs or take-aways, the key take-aways): each with its
 * remove button, an add button up to `maxItems`; "Paragraph 2" names each for screen readers.
 */
export function StringList({
  path,
  title,
  itemLabel,
  addLabel,
  items,
  onChange,
  maxItems,
  maxLength,
  rows,
  level = 4,
}: {
  path: string;
  title: string;
  /** The name of item n, e.g. t("step.paragraph", { n }). */
  itemLabel: (n: number) => string;
  addLabel: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  maxItems: number;
  maxLength: number;
  rows?: number;
  level?: 3 | 4;
}) {
  const { t } = useTranslation("creatorEditor");
  function add() {
    onChange([...items, ""]);
    // the new item's field takes the focus once it is drawn
    requestAnimationFrame(() => document.getElementById(fieldId(`${path}.${items.length}`))?.focus());
  }
  return (
    <FieldGroup path={path} title={title} level={level}>
      {items.length ? (
        <ol className="flex flex-col gap-3">
          {items.map((text, i) => (
            <li key={i} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <TextField
                  path={`${path}.${i}`}
                  label={itemLabel(i + 1)}
                  labelHidden
                  value={text}
                  max={maxLength}
                  rows={rows}
                  onChange={(v) => onChange(replaceAt(items, i, v))}
                />
              </div>
              <Button variant="ghost" size="sm" className="mt-2 px-2" onClick={() => onChange(removeAt(items, i))}>
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">{t("list.remove", { item: itemLabel(i + 1) })}</span>
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">{t("list.empty")}</p>
      )}
      {items.length < maxItems ? (
        <Button variant="outline" size="sm" className="w-fit" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      ) : (
        <p className="text-sm text-muted">{t("list.full", { max: maxItems })}</p>
      )}
    </FieldGroup>
  );
}
