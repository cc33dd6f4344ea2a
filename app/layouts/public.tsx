import { SiteShell } from "../components/layout/site-shell.tsx";

/** §2 public layout. */
export default function PublicLayout() {
  return <SiteShell variant="public" />;
}
