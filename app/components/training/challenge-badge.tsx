import { Award } from "lucide-react";
import { Illustration } from "../ui/illustration.tsx";

/** An earned badge: the course illustration in a ring of the badge colour, its name and description. */
export function ChallengeBadge({
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
    <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left">
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
        <p className="text-lg font-bold" data-testid="badge-name">
          {name}
        </p>
        <p className="text-sm text-muted">{description}</p>
      </div>
    </div>
  );
}
