import { AppShell } from "../components/layout/app-shell.tsx";

/** §2 auth layout. */
export default function AuthLayout() {
  return <AppShell variant="auth" />;
}
