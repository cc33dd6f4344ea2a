import { UserRound } from "lucide-react";

/** A presenter's portrait as a circle, or a placeholder before one is uploaded. */
export function AvatarPortrait({ url, name, size = "md" }: { url: string | null; name: string; size?: "md" | "lg" }) {
  const box = size === "lg" ? "size-24" : "size-16";
  if (!url) {
    return (
      <span
        aria-hidden="true"
        className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-surface-sunken text-muted`}
      >
        <UserRound className="size-1/2" />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={name}
      width={size === "lg" ? 96 : 64}
      height={size === "lg" ? 96 : 64}
      className={`${box} shrink-0 rounded-full object-cover`}
    />
  );
}
