import type { ReactNode } from "react";
import { COURSE_ID_KEY } from "../../lib/browser-storage.ts";
import { LocalizedLink } from "../ui/localized-link.tsx";

/** A link to sign-up that remembers the course the visitor came from (§4: sign-up reads and then clears it). */
export function SignUpLink({ slug, className, children }: { slug: string; className?: string; children: ReactNode }) {
  const remember = () => {
    try {
      window.localStorage.setItem(COURSE_ID_KEY, slug);
    } catch {
      // storage blocked: the sign-up still works, without the course
    }
  };
  return (
    <LocalizedLink to="/auth/sign-up" className={className} onClick={remember}>
      {children}
    </LocalizedLink>
  );
}
