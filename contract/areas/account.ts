import { defineArea, type Area } from "../area.ts";

/** The person's own account pages (app only; the data is identity's). */
const owns = { permissions: [], features: [] } as const;

export const account: Area<typeof owns> = defineArea(owns, {
  name: "account",
  pages: [
    {
      id: "account",
      path: "/account",
      file: "routes/account/account.tsx",
      layout: "auth",
      permissions: ["base-user"],
      menu: { group: "account", position: 10, label: "account", icon: "UserRound" },
    },
    { id: "personal-data", path: "/account/personal-data", file: "routes/account/personal-data.tsx", layout: "auth" },
  ],
  catalogs: { account: "product" },
});
