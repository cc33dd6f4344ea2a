import { Award } from "lucide-react";
import { Illustration } from "../ui/illustration.tsx";

/** The badge a learner earns, as the challenge's result shows it: an illustration in a ring of its colour, its name and description. */
export function PreviewBadge({
  name,
  description,
  color,
  illustration,
}: {
  name: string;
  description: string;
  color: string;
  illustration: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left" data-testid="preview-badge">
      <div className="relative shrink-0">
        <div className="size-32 overflow-hidden rounded-full border-8 bg-surface-sunken" style={{ borderColor: color }}>
          <Illustration name={illustration} className="h-full object-cover" />
        </div>
        <span
          className="absolute -right-1 -bottom-1 grid size-10 place-items-center rounded-full border-4 border-surface-raised"
          style={{ backgroundColor: color }}
        >
          <Award aria-hidden="true" className="size-5 text-white" />
        </span>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-lg font-bold">{name}</p>
        <p className="text-sm text-muted">{description}</p>
      </div>
    </div>
  );
}
