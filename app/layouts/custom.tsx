import { CenteredShell } from "../components/layout/centered-shell.tsx";

/** §2 custom layout: standalone documents such as a shared certificate (always light, printable). */
export default function CustomLayout() {
  return <CenteredShell variant="custom" wide />;
}
