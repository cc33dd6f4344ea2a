import { BadgeRing, type BadgeLook } from "../ui/badge-ring.tsx";

/** An earned badge: the course illustration in a ring of the badge colour, its name and description. */
export function ChallengeBadge({ name, description, color, illustration }: BadgeLook) {
  return (
    <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left">
      <BadgeRing color={color} illustration={illustration} />
      <div className="flex flex-col gap-1">
        <p className="text-lg font-bold" data-testid="badge-name">
          {name}
        </p>
        <p className="text-sm text-muted">{description}</p>
      </div>
    </div>
  );
}
