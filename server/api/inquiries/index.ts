import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { Area } from "../area.ts";
import type { TenancyService } from "../tenancy/index.ts";
import { inquiriesRoutes } from "./routes.ts";
import { createInquiriesService } from "./service.ts";

/** Demo requests and contact messages (decision 0007). */
export function createInquiriesArea(db: Db, mailer: Mailer, tenancy: TenancyService) {
  const inquiries = createInquiriesService(db, mailer);
  const area: Area = { name: "inquiries", routes: [inquiriesRoutes(inquiries, tenancy)] };
  return { inquiries, area };
}
