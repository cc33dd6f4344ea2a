import { BadgeRing, type BadgeLook } from "../ui/badge-ring.tsx";

/** The badge a learner earns, as the challenge's result shows it: an illustration in a ring of its colour, its name and description. */
export function PreviewBadge({ name, description, color, illustration }: BadgeLook) {
  return (
    <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left" data-testid="preview-badge">
      <BadgeRing color={color} illustration={illustration} />
      <div className="flex flex-col gap-1">
        <p className="text-lg font-bold">{name}</p>
        <p className="text-sm text-muted">{description}</p>
      </div>
    </div>
  );
}
