import type { Operation } from "../operations.ts";
import { profileResultSchema, profileSchema } from "../auth.ts";
import { sentSchema } from "../common.ts";
import { companySettingsInputSchema, companySettingsSchema } from "../company-settings.ts";
import { entityInfoQuerySchema, entityInfoSchema } from "../company.ts";
import {
  addGroupMembersSchema,
  addedGroupMembersSchema,
  groupCandidateListSchema,
  groupCandidateQuerySchema,
  groupDetailSchema,
  groupInputSchema,
  groupListQuerySchema,
  groupListSchema,
  groupMemberListSchema,
  groupMemberParamsSchema,
  groupParamsSchema,
  groupSchema,
} from "../groups.ts";
import {
  importCreateQuerySchema,
  importCreatedSchema,
  importListQuerySchema,
  importListSchema,
  importParamsSchema,
  importQuerySchema,
  importRetrySchema,
  importSchema,
} from "../imports.ts";
import {
  invitationAcceptedSchema,
  invitationParamsSchema,
  invitationResendAllSchema,
  invitationsResentSchema,
  invitationTokenParamsSchema,
  inviteInputSchema,
  inviteResultSchema,
  memberDetailSchema,
  memberListQuerySchema,
  memberListSchema,
  memberParamsSchema,
  memberRoleInputSchema,
  publicInvitationSchema,
} from "../members.ts";
import {
  accessActivityListSchema,
  accessActivityQuerySchema,
  claimDomainSchema,
  domainStatusSchema,
  entitySchema,
  entryDecisionParamsSchema,
  entryRequestListQuerySchema,
  entryRequestListSchema,
  requestEntryMailSchema,
  searchDomainResultSchema,
  searchDomainSchema,
} from "../organizations.ts";
import {
  whitelabelAssetQuerySchema,
  whitelabelAssetSchema,
  whitelabelCreateSchema,
  whitelabelSchema,
  whitelabelUpdateSchema,
} from "../whitelabel.ts";

/**
 * Organizations's JSON operations: the entity, its site, its people, invitations, groups and CSV imports. Each names the very schemas its route declares
 * (server/api/operations.test.ts); the typed client's `Operations` (contract/operations.ts) is assembled from the tables
 * the area declarations carry as a type.
 */
export const organizationsOperations = {
  // the profile that makes a person's entity (company or individual)
  "POST /auth/profile": { body: profileSchema, response: profileResultSchema },
  // the entity: its domain, settings, white-label site, access report and requests to join
  "GET /entity": { response: entitySchema },
  "POST /entity/search-domain": { body: searchDomainSchema, response: searchDomainResultSchema },
  "GET /entity/domain": { response: domainStatusSchema },
  "PUT /entity/domain": { body: claimDomainSchema, response: domainStatusSchema },
  "POST /entity/domain/verify": { response: domainStatusSchema },
  "GET /entity/settings": { response: companySettingsSchema },
  "GET /whitelabel/entity": { response: whitelabelSchema },
  "POST /whitelabel/entity": { body: whitelabelCreateSchema, response: whitelabelSchema },
  "PUT /whitelabel/entity": { body: whitelabelUpdateSchema, response: whitelabelSchema },
  "POST /whitelabel/entity/domain/verify": { response: whitelabelSchema },
  "POST /whitelabel/entity/assets": { query: whitelabelAssetQuerySchema, response: whitelabelAssetSchema },
  "PUT /entity/settings": { body: companySettingsInputSchema, response: companySettingsSchema },
  "GET /entity/reports/access-activities": { query: accessActivityQuerySchema, response: accessActivityListSchema },
  "GET /entity/info": { query: entityInfoQuerySchema, response: entityInfoSchema },
  "GET /entity/entry-requests": { query: entryRequestListQuerySchema, response: entryRequestListSchema },
  "POST /entity/entry-requests/{id}/{decision}": { params: entryDecisionParamsSchema, response: null },
  "POST /mail/manager/user-request-entry": { body: requestEntryMailSchema, response: sentSchema },
  // a company's people: members, invitations, roles, seats
  "GET /entity/members": { query: memberListQuerySchema, response: memberListSchema },
  "GET /entity/members/{memberId}": { params: memberParamsSchema, response: memberDetailSchema },
  "PUT /entity/members/{memberId}/role": { params: memberParamsSchema, body: memberRoleInputSchema, response: null },
  "POST /entity/members/{memberId}/deactivate": { params: memberParamsSchema, response: null },
  "POST /entity/members/{memberId}/reactivate": { params: memberParamsSchema, response: null },
  "DELETE /entity/members/{memberId}": { params: memberParamsSchema, response: null },
  "POST /entity/invitations": { body: inviteInputSchema, response: inviteResultSchema },
  "POST /entity/invitations/resend": { body: invitationResendAllSchema, response: invitationsResentSchema },
  "POST /entity/invitations/{id}/resend": { params: invitationParamsSchema, response: null },
  "DELETE /entity/invitations/{id}": { params: invitationParamsSchema, response: null },
  "GET /public/invitations/{token}": { params: invitationTokenParamsSchema, response: publicInvitationSchema },
  "POST /invitations/{token}/accept": { params: invitationTokenParamsSchema, response: invitationAcceptedSchema },
  // groups (departments) of a company
  "GET /entity/groups": { query: groupListQuerySchema, response: groupListSchema },
  "POST /entity/groups": { body: groupInputSchema, response: groupSchema },
  "GET /entity/groups/{groupId}": { params: groupParamsSchema, response: groupDetailSchema },
  "PATCH /entity/groups/{groupId}": { params: groupParamsSchema, body: groupInputSchema, response: groupSchema },
  "DELETE /entity/groups/{groupId}": { params: groupParamsSchema, response: null },
  "GET /entity/groups/{groupId}/members": { params: groupParamsSchema, query: groupListQuerySchema, response: groupMemberListSchema },
  "POST /entity/groups/{groupId}/members": { params: groupParamsSchema, body: addGroupMembersSchema, response: addedGroupMembersSchema },
  "DELETE /entity/groups/{groupId}/members/{userId}": { params: groupMemberParamsSchema, response: null },
  "GET /entity/groups/{groupId}/candidates": {
    params: groupParamsSchema,
    query: groupCandidateQuerySchema,
    response: groupCandidateListSchema,
  },
  // CSV imports of a company's people
  "POST /entity/imports": { query: importCreateQuerySchema, response: importCreatedSchema },
  "GET /entity/imports": { query: importListQuerySchema, response: importListSchema },
  "GET /entity/imports/{id}": { params: importParamsSchema, query: importQuerySchema, response: importSchema },
  "POST /entity/imports/{id}/retry": { params: importParamsSchema, body: importRetrySchema, response: importCreatedSchema },
} as const satisfies Record<string, Operation>;

type Table = typeof organizationsOperations;
/** The table's type as the area's declaration carries it (see `OperationTable`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so the declarations' types need not read the schemas'
export interface OrganizationsOperations extends Table {}
