import { data } from "react-router";

/** Unmatched paths: HTTP 404, rendered by the root error boundary as the not-found page. */
export function loader() {
  throw data("unmatched", { status: 404 });
}

export default function NotFound() {
  return null;
}
