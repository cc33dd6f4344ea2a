import { defineArea, type Area } from "../area.ts";
import type { InquiriesOperations } from "../operations/inquiries.ts";

/** A visitor's questions: book a demo, contact us. */
const owns = { permissions: [], features: [] } as const;

export const inquiries: Area<typeof owns, InquiriesOperations> = defineArea(owns, {
  name: "inquiries",
  pages: [
    {
      id: "book-a-demo",
      path: "/book-a-demo",
      file: "routes/public/book-a-demo.tsx",
      layout: "guest",
      middleware: ["referral"],
      namespaces: ["demo"],
      commonOnly: true,
    },
  ],
  catalogs: { demo: "route" },
});
