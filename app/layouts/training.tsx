import { AppShell } from "../components/layout/app-shell.tsx";

/** §2 training layout. */
export default function TrainingLayout() {
  return <AppShell variant="training" />;
}
