import type { Operation } from "../operations.ts";
import { sentSchema } from "../common.ts";
import {
  markReadSchema,
  notificationListParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
  sendNotificationsSchema,
} from "../notifications.ts";

/**
 * Notifications's JSON operations: a person's notifications and a manager's sending. Each names the very schemas its route declares
 * (server/api/operations.test.ts); the typed client's `Operations` (contract/operations.ts) is assembled from the tables
 * the area declarations carry as a type.
 */
export const notificationsOperations = {
  "GET /notification/user/{userId}": {
    params: notificationListParamsSchema,
    query: notificationListQuerySchema,
    response: notificationListSchema,
  },
  "PUT /notification/read/{id}": { params: notificationParamsSchema, body: markReadSchema, response: null },
  "POST /notification/send-notifications": { body: sendNotificationsSchema, response: sentSchema },
} as const satisfies Record<string, Operation>;

type Table = typeof notificationsOperations;
/** The table's type as the area's declaration carries it (see `OperationTable`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so the declarations' types need not read the schemas'
export interface NotificationsOperations extends Table {}
