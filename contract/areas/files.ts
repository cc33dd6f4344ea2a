import { defineArea, type Area } from "../area.ts";

/** Uploaded files (storage): no pages of its own; its messages name an upload's problems. */
const owns = { permissions: [], features: [] } as const;

export const files: Area<typeof owns> = defineArea(owns, {
  name: "files",
  pages: [],
  catalogs: { uploads: "product" },
});
