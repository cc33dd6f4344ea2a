import { CenteredShell } from "../components/layout/centered-shell.tsx";

/** §2 guest layout: sign-in, sign-up, oauth-token, book-a-demo. */
export default function GuestLayout() {
  return <CenteredShell variant="guest" />;
}
