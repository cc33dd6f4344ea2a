import { SiteShell } from "../components/layout/site-shell.tsx";

/** §2 default layout. */
export default function DefaultLayout() {
  return <SiteShell variant="default" />;
}
