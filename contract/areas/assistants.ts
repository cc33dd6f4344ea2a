import { defineArea, type Area } from "../area.ts";
import type { AssistantsOperations } from "../operations/assistants.ts";

/**
 * The assistants Nova, Iris and Xen (issue 29): the chat panel on every page whose meta names an
 * assistant (the `assistants` catalog loads with the product), the assistants' page with a
 * person's conversations, and the company's log of exchanges for its managers.
 */
const owns = { permissions: ["review-assistants"], features: [] } as const;

export const assistants: Area<typeof owns, AssistantsOperations> = defineArea(owns, {
  name: "assistants",
  grants: { manager: ["review-assistants"] },
  catalogs: { assistants: "product", assistantsLog: "route", assistantsServer: "server" },
  pages: [
    {
      id: "assistants",
      path: "/assistants",
      file: "routes/assistants/hub.tsx",
      layout: "auth",
      permissions: ["base-user"],
      menu: { group: "learn", position: 50, label: "assistants", icon: "Sparkles" },
    },
    {
      id: "assistants-conversation",
      path: "/assistants/conversations/:id",
      file: "routes/assistants/conversation.tsx",
      layout: "auth",
      permissions: ["base-user"],
    },
    {
      id: "company-assistants",
      path: "/my-company/assistants",
      file: "routes/company/assistants-log.tsx",
      layout: "auth",
      middleware: ["manager"],
      permissions: ["base-user", "review-assistants"],
      namespaces: ["company", "assistantsLog"],
      menu: { group: "company", position: 65, label: "companyAssistants", icon: "MessagesSquare", managerMode: true },
    },
  ],
});
