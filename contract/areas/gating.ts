import { defineArea, type Area } from "../area.ts";

/** The pages a person is held at (app only): approval, the profile to complete, the closed beta, refusal. */
const owns = { permissions: [], features: [] } as const;

export const gating: Area<typeof owns> = defineArea(owns, {
  name: "gating",
  pages: [
    {
      id: "awaiting-approval",
      path: "/awaiting-approval",
      file: "routes/gating/awaiting-approval.tsx",
      layout: "onboarding",
      disableManagerToggle: true,
    },
    {
      id: "complete-profile",
      path: "/complete-profile",
      file: "routes/gating/complete-profile.tsx",
      layout: "onboarding",
      disableManagerToggle: true,
    },
    { id: "closed-beta", path: "/closed-beta", file: "routes/gating/closed-beta.tsx", layout: "none" },
    { id: "unauthorized", path: "/unauthorized", file: "routes/gating/unauthorized.tsx", layout: "default" },
  ],
  catalogs: { gating: "product" },
});
