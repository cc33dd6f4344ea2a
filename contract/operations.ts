import type { z } from "zod";
import {
  whitelabelAssetQuerySchema,
  whitelabelAssetSchema,
  whitelabelCreateSchema,
  whitelabelSchema,
  whitelabelUpdateSchema,
} from "./whitelabel.ts";
import {
  authTokensSchema,
  captchaChallengeSchema,
  completeSignUpSchema,
  confirmSignUpSchema,
  emailPreferencesSchema,
  federatedProvidersSchema,
  federatedSignInSchema,
  federatedStartSchema,
  interactionFlagSchema,
  managerModeInputSchema,
  managerModeSchema,
  oauthTokenResultSchema,
  oauthTokenSchema,
  oauthUserinfoSchema,
  personalDataSchema,
  profileResultSchema,
  profileSchema,
  sessionStartedSchema,
  signInResultSchema,
  signInSchema,
  signUpSchema,
  switchLanguageSchema,
  userSchema,
  validateEmailSchema,
  validatedEmailSchema,
} from "./auth.ts";
import {
  assignedSchema,
  assignmentInputSchema,
  assignmentListQuerySchema,
  assignmentListSchema,
  assignmentParamsSchema,
  assignmentPatchSchema,
  assignmentSchema,
  myAssignmentListSchema,
  myAssignmentQuerySchema,
} from "./assignments.ts";
import { collectSchema, trafficQuerySchema, trafficReportSchema } from "./analytics.ts";
import { brandSchema } from "./brand-schema.ts";
import { companySettingsInputSchema, companySettingsSchema } from "./company-settings.ts";
import { certificateListSchema, certificateSchema, issuerProfileSchema, jwksSchema } from "./certificates.ts";
import { createdSchema, idParamsSchema, sentSchema, slugParamsSchema } from "./common.ts";
import { entityInfoQuerySchema, entityInfoSchema, teamOverviewSchema } from "./company.ts";
import { COMPLIANCE_EXPORTS, exportQuerySchema, reportQuerySchema } from "./compliance-exports.ts";
import {
  auditPageSchema,
  auditQuerySchema,
  evidenceDetailSchema,
  evidenceLinkParamsSchema,
  evidenceListQuerySchema,
  evidenceListSchema,
  evidenceParamsSchema,
  evidenceUpdateSchema,
  linkEvidenceInputSchema,
} from "./compliance-evidence.ts";
import {
  adoptInputSchema,
  adoptionListSchema,
  adoptionSchema,
  frameworkListSchema,
  frameworkSlugParamsSchema,
  frameworkSummarySchema,
  frameworkTreeSchema,
  requirementDetailSchema,
  requirementListQuerySchema,
  requirementListSchema,
  requirementParamsSchema,
  requirementUpdateSchema,
  trendQuerySchema,
  trendSchema,
} from "./compliance.ts";
import { contactMessageSchema, demoRequestSchema } from "./inquiries.ts";
import {
  badgeListSchema,
  challengeAnswersSchema,
  challengeResultSchema,
  courseListQuerySchema,
  courseListSchema,
  coursePreviewSchema,
  courseStatsSchema,
  courseViewSchema,
  enrollSchema,
  enrolledSchema,
  enrollmentContentSchema,
  enrollmentSchema,
  myEnrollmentsQuerySchema,
  myEnrollmentsSchema,
  progressSchema,
} from "./learning.ts";
import {
  markReadSchema,
  notificationListParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
  sendNotificationsSchema,
} from "./notifications.ts";
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
} from "./organizations.ts";
import {
  badgesReportQuerySchema,
  badgesReportSchema,
  courseRatingInputSchema,
  courseRatingSchema,
  myCourseRatingSchema,
  performanceQuerySchema,
  performanceReportSchema,
  personCourseQuerySchema,
  personCourseReportSchema,
  ratingsQuerySchema,
  ratingsReportSchema,
} from "./reports.ts";
import {
  addGroupMembersSchema,
  addedGroupMembersSchema,
  courseRemindedSchema,
  groupCandidateListSchema,
  groupCandidateQuerySchema,
  groupCourseParamsSchema,
  groupCourseStatusQuerySchema,
  groupCourseStatusSchema,
  groupDetailSchema,
  groupInputSchema,
  groupListQuerySchema,
  groupListSchema,
  groupMemberListSchema,
  groupMemberParamsSchema,
  groupParamsSchema,
  groupSchema,
} from "./groups.ts";
import {
  importCreateQuerySchema,
  importCreatedSchema,
  importListQuerySchema,
  importListSchema,
  importParamsSchema,
  importQuerySchema,
  importRetrySchema,
  importSchema,
} from "./imports.ts";
import {
  invitationAcceptedSchema,
  invitationParamsSchema,
  invitationResendAllSchema,
  invitationsResentSchema,
  invitationTokenParamsSchema,
  inviteInputSchema,
  inviteResultSchema,
  memberDetailSchema,
  memberLearningSchema,
  memberListQuerySchema,
  memberListSchema,
  memberParamsSchema,
  memberRoleInputSchema,
  publicInvitationSchema,
} from "./members.ts";
import { programInputSchema, programListSchema, programSchema } from "./programs.ts";
import {
  activePlansSchema,
  billingOverviewSchema,
  checkoutConfirmSchema,
  checkoutSchema,
  checkoutSessionSchema,
  checkoutStatusSchema,
  couponSchema,
  couponValidateSchema,
  customerCreateSchema,
  customerIdParamsSchema,
  customerParamsSchema,
  customerSchema,
  entityParamsSchema as billingEntityParamsSchema,
  invoiceListSchema,
  invoicePageQuerySchema,
  planListSchema,
  portalSessionSchema,
  productListSchema,
  sessionParamsSchema,
  subscriptionListSchema,
  subscriptionSchema,
  subscriptionUpdateSchema,
  subscriptionUpgradeSchema,
  testCardSchema,
  trialStartSchema,
} from "./billing.ts";
import { seatsPreviewRequestSchema, seatsPreviewSchema } from "./billing-preview.ts";
import {
  affiliatePageQuerySchema,
  affiliateParamsSchema,
  affiliateSchema,
  commissionListSchema,
  referralCodeParamsSchema,
  referralCodeSchema,
  referralListSchema,
  referralProgramSchema,
} from "./referrals.ts";
import {
  publicScanCreatedSchema,
  publicScanInputSchema,
  publicScanQuerySchema,
  scanHistoryQuerySchema,
  scanHistorySchema,
  scanParamsSchema,
  scanSchema,
  verifyInputSchema,
  websiteDetailSchema,
  websiteInputSchema,
  websiteListQuerySchema,
  websiteListSchema,
  websiteParamsSchema,
  websiteSettingsSchema,
} from "./scanners.ts";
import { trainingSummarySchema } from "./training-summary.ts";
import {
  skillGapAnswersSchema,
  skillGapHistorySchema,
  skillGapQuestionListSchema,
  skillGapQuestionsQuerySchema,
  skillGapResultSchema,
} from "./skill-gap.ts";
import { redirectLookupQuerySchema, redirectSchema, tenantSlugParamsSchema } from "./tenancy.ts";

/** What an operation takes and answers; `response: null` is an empty answer (204). */
export interface Operation {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType | null;
}

/**
 * Every JSON operation of the API (paths under /api, as the OpenAPI document names them),
 * with the very schemas its route declares — server/api/operations.test.ts holds the two
 * together. The app's client (app/lib/api-client.ts) is typed from this table and imports
 * it as a type only, so no schema reaches the browser.
 */
export const operations = {
  // tenancy and inquiries
  "GET /public/whitelabel/get-whitelabel": { response: brandSchema },
  "GET /public/whitelabel/{slug}": { params: tenantSlugParamsSchema, response: brandSchema },
  "GET /public/redirects/lookup": { query: redirectLookupQuerySchema, response: redirectSchema },
  "POST /public/demo-requests": { body: demoRequestSchema, response: createdSchema },
  "POST /public/contact": { body: contactMessageSchema, response: createdSchema },

  // identity
  "GET /captcha": { response: captchaChallengeSchema },
  "POST /auth/validate-email": { body: validateEmailSchema, response: validatedEmailSchema },
  "POST /auth/sign-in": { body: signInSchema, response: signInResultSchema },
  "POST /auth/sign-up": { body: signUpSchema, response: sessionStartedSchema },
  "POST /auth/confirm-sign-up": { body: confirmSignUpSchema, response: authTokensSchema },
  "POST /auth/complete-sign-up": { body: completeSignUpSchema, response: userSchema },
  "POST /auth/profile": { body: profileSchema, response: profileResultSchema },
  "POST /auth/renew-session": { response: authTokensSchema },
  "POST /auth/sign-out": { response: null },
  "GET /auth/me": { response: userSchema },
  "GET /auth/providers": { response: federatedProvidersSchema },
  "POST /auth/federated-sign-in": { body: federatedSignInSchema, response: federatedStartSchema },
  "POST /auth/oauth-token": { body: oauthTokenSchema, response: oauthTokenResultSchema },
  "POST /auth/federated-sign-up": { response: authTokensSchema },
  "GET /auth/oauth-userinfo": { response: oauthUserinfoSchema },
  "DELETE /user": { response: null },
  "PATCH /user": { body: personalDataSchema, response: userSchema },
  "POST /user/update-interaction-flag": { body: interactionFlagSchema, response: userSchema },
  "DELETE /user/remove-interaction-flag": { body: interactionFlagSchema, response: userSchema },
  "POST /user/switch-language": { body: switchLanguageSchema, response: userSchema },
  "POST /user/email-preferences": { body: emailPreferencesSchema, response: userSchema },
  "POST /user/manager-mode": { body: managerModeInputSchema, response: managerModeSchema },

  // organizations and notifications
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
  "GET /entity/reports/overview": { response: teamOverviewSchema },
  "GET /entity/entry-requests": { query: entryRequestListQuerySchema, response: entryRequestListSchema },
  "POST /entity/entry-requests/{id}/{decision}": { params: entryDecisionParamsSchema, response: null },
  "POST /mail/manager/user-request-entry": { body: requestEntryMailSchema, response: sentSchema },
  "GET /notification/user/{userId}": {
    params: notificationListParamsSchema,
    query: notificationListQuerySchema,
    response: notificationListSchema,
  },
  "PUT /notification/read/{id}": { params: notificationParamsSchema, body: markReadSchema, response: null },
  "POST /notification/send-notifications": { body: sendNotificationsSchema, response: sentSchema },

  // the referral programme
  "GET /public/referral-program": { response: referralProgramSchema },
  "GET /public/referral-codes/{code}": { params: referralCodeParamsSchema, response: referralCodeSchema },
  "GET /affiliate": { response: affiliateSchema },
  "GET /affiliate/{id}/referrals": { params: affiliateParamsSchema, query: affiliatePageQuerySchema, response: referralListSchema },
  "GET /affiliate/{id}/commissions": { params: affiliateParamsSchema, query: affiliatePageQuerySchema, response: commissionListSchema },

  // plans, subscriptions and payments (§7 payment calls, and billing's own)
  "GET /public/plans": { response: planListSchema },
  "GET /payment-gateway/subscriptions/{customerId}": { params: customerParamsSchema, response: subscriptionListSchema },
  "POST /payment-gateway/subscriptions/update": { body: subscriptionUpdateSchema, response: subscriptionSchema },
  "POST /payment-gateway/subscriptions/upgrade": { body: subscriptionUpgradeSchema, response: subscriptionSchema },
  "POST /payment-gateway/subscriptions/preview": { body: seatsPreviewRequestSchema, response: seatsPreviewSchema },
  "GET /payment-gateway/subscriptions/plans": { response: planListSchema },
  "GET /payment-gateway/subscriptions/plans/active/{entityId}": { params: billingEntityParamsSchema, response: activePlansSchema },
  "GET /payment-gateway/customer/{id}": { params: customerIdParamsSchema, response: customerSchema },
  "POST /payment-gateway/customer/create": { body: customerCreateSchema, response: customerSchema },
  "POST /payment-gateway/coupon/validate": { body: couponValidateSchema, response: couponSchema },
  "GET /payment-gateway/products": { response: productListSchema },
  "POST /payment-gateway/checkout/{customerId}": { params: customerParamsSchema, body: checkoutSchema, response: checkoutSessionSchema },
  "POST /payment-gateway/billing/{customerId}/create-session": { params: customerParamsSchema, response: portalSessionSchema },
  "GET /payment-gateway/overview": { response: billingOverviewSchema },
  "GET /payment-gateway/invoices": { query: invoicePageQuerySchema, response: invoiceListSchema },
  "POST /payment-gateway/trial": { body: trialStartSchema, response: subscriptionSchema },
  "GET /payment-gateway/checkout-sessions/{sessionId}": { params: sessionParamsSchema, response: checkoutStatusSchema },
  "POST /payment-gateway/checkout-sessions/{sessionId}/pay": {
    params: sessionParamsSchema,
    body: testCardSchema,
    response: checkoutStatusSchema,
  },
  "POST /payment-gateway/checkout-sessions/{sessionId}/confirm": {
    params: sessionParamsSchema,
    body: checkoutConfirmSchema,
    response: checkoutStatusSchema,
  },

  // a company's people: members, invitations, roles, seats
  "GET /entity/members": { query: memberListQuerySchema, response: memberListSchema },
  "GET /entity/members/{memberId}": { params: memberParamsSchema, response: memberDetailSchema },
  "GET /entity/members/{memberId}/learning": { params: memberParamsSchema, response: memberLearningSchema },
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
  "GET /entity/groups/{groupId}/courses/{courseSlug}/status": {
    params: groupCourseParamsSchema,
    query: groupCourseStatusQuerySchema,
    response: groupCourseStatusSchema,
  },
  "POST /entity/groups/{groupId}/courses/{courseSlug}/remind": { params: groupCourseParamsSchema, response: courseRemindedSchema },

  // CSV imports of a company's people
  "POST /entity/imports": { query: importCreateQuerySchema, response: importCreatedSchema },
  "GET /entity/imports": { query: importListQuerySchema, response: importListSchema },
  "GET /entity/imports/{id}": { params: importParamsSchema, query: importQuerySchema, response: importSchema },
  "POST /entity/imports/{id}/retry": { params: importParamsSchema, body: importRetrySchema, response: importCreatedSchema },

  // learning
  "GET /badges": { response: badgeListSchema },
  "GET /training/courses": { query: courseListQuerySchema, response: courseListSchema },
  "GET /training/courses/{slug}/preview": { params: slugParamsSchema, response: coursePreviewSchema },
  "GET /training/courses/{slug}/stats": { params: slugParamsSchema, response: courseStatsSchema },
  "GET /training/courses/{slug}": { params: slugParamsSchema, response: courseViewSchema },
  "POST /enrollments": { body: enrollSchema, response: enrolledSchema },
  "GET /enrollments": { query: myEnrollmentsQuerySchema, response: myEnrollmentsSchema },
  "GET /enrollments/{slug}": { params: slugParamsSchema, response: enrollmentContentSchema },
  "PUT /enrollments/{slug}/progress": { params: slugParamsSchema, body: progressSchema, response: enrollmentSchema },
  "POST /enrollments/{slug}/challenge": { params: slugParamsSchema, body: challengeAnswersSchema, response: challengeResultSchema },
  "GET /skill-gap/questions": { query: skillGapQuestionsQuerySchema, response: skillGapQuestionListSchema },
  "POST /skill-gap/score": { body: skillGapAnswersSchema, response: skillGapResultSchema },
  "GET /skill-gap/results": { response: skillGapHistorySchema },
  "GET /training/programs": { response: programListSchema },
  // courses and programs a company assigns, and the learner's assignments
  "POST /entity/assignments": { body: assignmentInputSchema, response: assignedSchema },
  "GET /entity/assignments": { query: assignmentListQuerySchema, response: assignmentListSchema },
  "PATCH /entity/assignments/{id}": { params: assignmentParamsSchema, body: assignmentPatchSchema, response: assignmentSchema },
  "DELETE /entity/assignments/{id}": { params: assignmentParamsSchema, response: null },
  "GET /training/assignments": { query: myAssignmentQuerySchema, response: myAssignmentListSchema },
  "GET /training/summary": { response: trainingSummarySchema },
  "POST /training/programs": { body: programInputSchema, response: programSchema },
  "GET /training/programs/{id}": { params: idParamsSchema, response: programSchema },
  "PUT /training/programs/{id}": { params: idParamsSchema, body: programInputSchema, response: programSchema },
  "POST /training/programs/{id}/enroll": { params: idParamsSchema, response: programSchema },
  "GET /public/issuers/{slug}": { params: slugParamsSchema, response: issuerProfileSchema },
  "GET /public/issuers/{slug}/jwks.json": { params: slugParamsSchema, response: jwksSchema },
  "GET /certificates": { response: certificateListSchema },
  "GET /public/certificates/{id}": { params: idParamsSchema, response: certificateSchema },
  // course ratings and the company's learning reports
  "GET /training/courses/{slug}/rating": { params: slugParamsSchema, response: myCourseRatingSchema },
  "PUT /training/courses/{slug}/rating": { params: slugParamsSchema, body: courseRatingInputSchema, response: courseRatingSchema },
  "GET /entity/ratings": { query: ratingsQuerySchema, response: ratingsReportSchema },
  "GET /entity/reports/badges": { query: badgesReportQuerySchema, response: badgesReportSchema },
  "GET /entity/reports/performance": { query: performanceQuerySchema, response: performanceReportSchema },
  "GET /entity/reports/performance/people": { query: personCourseQuerySchema, response: personCourseReportSchema },
  // the usage tracker's beacon and the managers' traffic report
  "POST /collect": { body: collectSchema, response: null },
  "GET /entity/reports/traffic": { query: trafficQuerySchema, response: trafficReportSchema },

  // security scanners: an entity's websites and their scans, and the marketing site's free scan
  "GET /entity/websites": { query: websiteListQuerySchema, response: websiteListSchema },
  "POST /entity/websites": { body: websiteInputSchema, response: websiteDetailSchema },
  "GET /entity/websites/{id}": { params: websiteParamsSchema, response: websiteDetailSchema },
  "PATCH /entity/websites/{id}": { params: websiteParamsSchema, body: websiteSettingsSchema, response: websiteDetailSchema },
  "DELETE /entity/websites/{id}": { params: websiteParamsSchema, response: null },
  "POST /entity/websites/{id}/verify": { params: websiteParamsSchema, body: verifyInputSchema, response: websiteDetailSchema },
  "POST /entity/websites/{id}/scans": { params: websiteParamsSchema, response: createdSchema },
  "GET /entity/websites/{id}/scans": { params: websiteParamsSchema, query: scanHistoryQuerySchema, response: scanHistorySchema },
  "GET /scans/{id}": { params: scanParamsSchema, response: scanSchema },
  "POST /public/scans": { body: publicScanInputSchema, response: publicScanCreatedSchema },
  "GET /public/scans/{id}": { params: scanParamsSchema, query: publicScanQuerySchema, response: scanSchema },
  // compliance: frameworks, adoptions, requirements and their evidence (multipart uploads are typed by their answer)
  "GET /compliance/frameworks": { response: frameworkListSchema },
  "GET /compliance/frameworks/{slug}": { params: frameworkSlugParamsSchema, response: frameworkTreeSchema },
  "POST /compliance/frameworks": { response: frameworkSummarySchema },
  "DELETE /compliance/frameworks/{slug}": { params: frameworkSlugParamsSchema, response: null },
  "GET /compliance/adoptions": { response: adoptionListSchema },
  "POST /compliance/adoptions": { body: adoptInputSchema, response: adoptionSchema },
  "DELETE /compliance/adoptions/{slug}": { params: frameworkSlugParamsSchema, response: null },
  "GET /compliance/adoptions/{slug}/trend": { params: frameworkSlugParamsSchema, query: trendQuerySchema, response: trendSchema },
  "GET /compliance/requirements": { query: requirementListQuerySchema, response: requirementListSchema },
  "GET /compliance/requirements/{id}": { params: requirementParamsSchema, response: requirementDetailSchema },
  "PATCH /compliance/requirements/{id}": {
    params: requirementParamsSchema,
    body: requirementUpdateSchema,
    response: requirementDetailSchema,
  },
  "GET /compliance/audit": { query: auditQuerySchema, response: auditPageSchema },
  "GET /compliance/evidence": { query: evidenceListQuerySchema, response: evidenceListSchema },
  "POST /compliance/evidence": { response: evidenceDetailSchema },
  "POST /compliance/evidence/links": { body: linkEvidenceInputSchema, response: evidenceDetailSchema },
  "GET /compliance/evidence/{id}": { params: evidenceParamsSchema, response: evidenceDetailSchema },
  "PATCH /compliance/evidence/{id}": { params: evidenceParamsSchema, body: evidenceUpdateSchema, response: evidenceDetailSchema },
  "DELETE /compliance/evidence/{id}": { params: evidenceParamsSchema, response: null },
  "PUT /compliance/evidence/{id}/requirements/{requirementId}": { params: evidenceLinkParamsSchema, response: evidenceDetailSchema },
  "DELETE /compliance/evidence/{id}/requirements/{requirementId}": { params: evidenceLinkParamsSchema, response: evidenceDetailSchema },
} as const satisfies Record<string, Operation>;

export type Operations = typeof operations;

/** A download: what it takes and the kind of file it answers (never JSON, so pages link to it). */
export interface FileOperation {
  query?: z.ZodType;
  contentType: string;
}

/**
 * The file downloads of the API that pages link to, with the very query schemas their routes
 * declare (server/api/compliance/exports/export-routes.test.ts holds the two together).
 */
export const fileOperations = {
  // compliance exports (issue 12 §6): the Statement of Applicability, the CSF profile, the report
  "GET /compliance/reports/soa.xlsx": { query: exportQuerySchema, contentType: COMPLIANCE_EXPORTS.soaXlsx.contentType },
  "GET /compliance/reports/soa.pdf": { query: exportQuerySchema, contentType: COMPLIANCE_EXPORTS.soaPdf.contentType },
  "GET /compliance/reports/csf-profile.xlsx": { query: exportQuerySchema, contentType: COMPLIANCE_EXPORTS.csfProfile.contentType },
  "GET /compliance/reports/report.pdf": { query: reportQuerySchema, contentType: COMPLIANCE_EXPORTS.report.contentType },
} as const satisfies Record<string, FileOperation>;
export type FileOperations = typeof fileOperations;
