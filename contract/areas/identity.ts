import { defineArea, type Area } from "../area.ts";
import type { IdentityOperations } from "../operations/identity.ts";

/** Who the person is: sign-in, sign-up, sessions; `access` and `base-user` are every signed-in role's. */
const owns = { permissions: ["access", "base-user"], features: [] } as const;

export const identity: Area<typeof owns, IdentityOperations> = defineArea(owns, {
  name: "identity",
  grants: {
    manager: ["access", "base-user"],
    "reports-viewer": ["access", "base-user"],
    member: ["access", "base-user"],
    creator: ["access", "base-user"],
  },
  pages: [
    {
      id: "sign-in",
      path: "/auth/sign-in",
      file: "routes/auth/sign-in.tsx",
      layout: "guest",
      middleware: ["referral"],
      disableManagerToggle: true,
    },
    {
      id: "sign-up",
      path: "/auth/sign-up",
      file: "routes/auth/sign-up.tsx",
      layout: "guest",
      middleware: ["referral"],
      disableManagerToggle: true,
    },
    { id: "sign-out", path: "/auth/sign-out", file: "routes/auth/sign-out.tsx", layout: "none" },
    { id: "oauth-token", path: "/auth/oauth-token", file: "routes/auth/oauth-token.tsx", layout: "guest" },
  ],
  catalogs: { auth: "product" },
});
