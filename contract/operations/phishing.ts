import type { Operation } from "../operations.ts";
import { createdSchema, sentSchema } from "../common.ts";
import {
  campaignInputSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignSchema,
  eventListQuerySchema,
  eventListSchema,
  landingParamsSchema,
  landingSchema,
  mailboxInputSchema,
  mailboxSchema,
  manualReportInputSchema,
  manualReportResultSchema,
  mySimulationsSchema,
  phishingIdParamsSchema,
  recipientListQuerySchema,
  recipientListSchema,
  reviewItemSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewUpdateSchema,
  sendingProfileInputSchema,
  sendingProfileListSchema,
  sendingProfileSchema,
  sendingProfileTestInputSchema,
  sendingProfileTestSchema,
  statsQuerySchema,
  statsSchema,
  templateInputSchema,
  templateListQuerySchema,
  templateListSchema,
  templatePreviewInputSchema,
  templatePreviewSchema,
  templateSchema,
} from "../phishing.ts";

/**
 * Phishing simulation's JSON operations (issue 30); each names the very schemas its route declares
 * (server/api/operations.test.ts). The exports (CSV, XLSX, PDF) are file operations of the area.
 */
export const phishingOperations = {
  // templates: the library's and the company's
  "GET /phishing/templates": { query: templateListQuerySchema, response: templateListSchema },
  "POST /phishing/templates": { body: templateInputSchema, response: createdSchema },
  "GET /phishing/templates/{id}": { params: phishingIdParamsSchema, response: templateSchema },
  "PUT /phishing/templates/{id}": { params: phishingIdParamsSchema, body: templateInputSchema, response: templateSchema },
  "DELETE /phishing/templates/{id}": { params: phishingIdParamsSchema, response: null },
  "POST /phishing/templates/{id}/preview": {
    params: phishingIdParamsSchema,
    body: templatePreviewInputSchema,
    response: templatePreviewSchema,
  },
  // sending profiles: the company's own SMTP servers
  "GET /phishing/sending-profiles": { response: sendingProfileListSchema },
  "POST /phishing/sending-profiles": { body: sendingProfileInputSchema, response: createdSchema },
  "GET /phishing/sending-profiles/{id}": { params: phishingIdParamsSchema, response: sendingProfileSchema },
  "PUT /phishing/sending-profiles/{id}": {
    params: phishingIdParamsSchema,
    body: sendingProfileInputSchema,
    response: sendingProfileSchema,
  },
  "DELETE /phishing/sending-profiles/{id}": { params: phishingIdParamsSchema, response: null },
  "POST /phishing/sending-profiles/{id}/test": {
    params: phishingIdParamsSchema,
    body: sendingProfileTestInputSchema,
    response: sendingProfileTestSchema,
  },
  // campaigns
  "GET /phishing/campaigns": { query: campaignListQuerySchema, response: campaignListSchema },
  "POST /phishing/campaigns": { body: campaignInputSchema, response: createdSchema },
  "GET /phishing/campaigns/{id}": { params: phishingIdParamsSchema, response: campaignSchema },
  "DELETE /phishing/campaigns/{id}": { params: phishingIdParamsSchema, response: null },
  "POST /phishing/campaigns/{id}/schedule": { params: phishingIdParamsSchema, response: campaignSchema },
  "POST /phishing/campaigns/{id}/cancel": { params: phishingIdParamsSchema, response: campaignSchema },
  "GET /phishing/campaigns/{id}/recipients": {
    params: phishingIdParamsSchema,
    query: recipientListQuerySchema,
    response: recipientListSchema,
  },
  "GET /phishing/campaigns/{id}/events": { params: phishingIdParamsSchema, query: eventListQuerySchema, response: eventListSchema },
  "POST /phishing/campaigns/{id}/reports": {
    params: phishingIdParamsSchema,
    body: manualReportInputSchema,
    response: manualReportResultSchema,
  },
  // figures
  "GET /phishing/stats": { query: statsQuerySchema, response: statsSchema },
  // the reporting mailbox and its review queue
  "GET /phishing/mailbox": { response: mailboxSchema },
  "PUT /phishing/mailbox": { body: mailboxInputSchema, response: mailboxSchema },
  "DELETE /phishing/mailbox": { response: null },
  "POST /phishing/mailbox/poll": { response: sentSchema },
  "GET /phishing/review": { query: reviewListQuerySchema, response: reviewListSchema },
  "PUT /phishing/review/{id}": { params: phishingIdParamsSchema, body: reviewUpdateSchema, response: reviewItemSchema },
  // a learner's own, and the teachable moment
  "GET /phishing/mine": { response: mySimulationsSchema },
  "GET /public/phishing/landing/{token}": { params: landingParamsSchema, response: landingSchema },
} satisfies Record<string, Operation>;
export type PhishingOperations = typeof phishingOperations;
