import { PlayCircle } from "lucide-react";
import { Button } from "../ui/button.tsx";
import { ErrorLine } from "../ui/error-line.tsx";

/** The enrol form's submit (inert, not disabled, while the enrolment is under way: it keeps focus) and its failure. */
export function EnrolButton({ enrolling, label, error }: { enrolling: boolean; label: string; error?: string | null }) {
  return (
    <>
      <Button type="submit" aria-disabled={enrolling || undefined} onClick={(e) => enrolling && e.preventDefault()}>
        <PlayCircle aria-hidden="true" className="size-4" />
        {label}
      </Button>
      <ErrorLine>{error}</ErrorLine>
    </>
  );
}
