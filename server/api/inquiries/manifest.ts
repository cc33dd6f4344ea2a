import { inquiries } from "../../../contract/areas/inquiries.ts";
import { inquiriesOperations } from "../../../contract/operations/inquiries.ts";
import { defineManifest } from "../manifest.ts";
import { createInquiriesArea } from "./index.ts";
import * as tables from "./schema.ts";

/** Inquiries: demo requests and contact messages from the public site. */
export const inquiriesManifest = defineManifest({
  name: "inquiries",
  declaration: inquiries,
  operations: inquiriesOperations,
  tables,
  mail: ["inquiry-demo", "inquiry-contact"],
  create: createInquiriesArea,
});
