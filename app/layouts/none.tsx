import { Outlet } from "react-router";

/** §2 none layout: the page owns the whole screen (closed beta, LTI launches, sign-out). */
export default function NoneLayout() {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh" data-layout="none">
      <Outlet />
    </main>
  );
}
