import { CenteredShell } from "../components/layout/centered-shell.tsx";

/** §2 onboarding layout: profile completion, approval wait, skill-gap test. */
export default function OnboardingLayout() {
  return <CenteredShell variant="onboarding" wide />;
}
