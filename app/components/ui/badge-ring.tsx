import { Award } from "lucide-react";
import { Illustration } from "./illustration.tsx";

/** What a badge shows: its name and description, and the illustration and colour of its picture. */
export type BadgeLook = { name: string; description: string; color: string; illustration: string };

/** A badge's picture: the illustration in a ring of the badge's colour, with an award seal on its edge. */
export function BadgeRing({ color, illustration }: Pick<BadgeLook, "color" | "illustration">) {
  return (
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
  );
}
