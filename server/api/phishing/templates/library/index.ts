import type { LandingPageId, TemplateCategory } from "../../../../../contract/phishing-limits.ts";
import type { TemplateContent } from "../../../../../contract/phishing.ts";
import { attachedInvoice } from "./attached-invoice.ts";
import { benefitsEnrolment } from "./benefits-enrolment.ts";
import { boletoChangedBankDetails } from "./boleto-changed-bank-details.ts";
import { bonusPlr } from "./bonus-plr.ts";
import { ceoGiftCards } from "./ceo-gift-cards.ts";
import { contractToSign } from "./contract-to-sign.ts";
import { customsFee } from "./customs-fee.ts";
import { heldParcel } from "./held-parcel.ts";
import { mailboxPasswordExpiry } from "./mailbox-password-expiry.ts";
import { meetingRecordingShared } from "./meeting-recording-shared.ts";
import { mfaReenrolment } from "./mfa-reenrolment.ts";
import { missedDeliveryReschedule } from "./missed-delivery-reschedule.ts";
import { overdueInvoice } from "./overdue-invoice.ts";
import { parcelLockerCode } from "./parcel-locker-code.ts";
import { payrollBankUpdate } from "./payroll-bank-update.ts";
import { payslipAvailable } from "./payslip-available.ts";
import { pixRefund } from "./pix-refund.ts";
import { policyAcknowledgement } from "./policy-acknowledgement.ts";
import { qrMfaReenrol } from "./qr-mfa-reenrol.ts";
import { qrOfficeWifi } from "./qr-office-wifi.ts";
import { qrParkingPermit } from "./qr-parking-permit.ts";
import { scannedDocument } from "./scanned-document.ts";
import { sharedDocumentView } from "./shared-document-view.ts";
import { supplierInvoiceChange } from "./supplier-invoice-change.ts";
import { taxRefundNotice } from "./tax-refund-notice.ts";
import { voicemailNotice } from "./voicemail-notice.ts";
import { vpnCertificateRenewal } from "./vpn-certificate-renewal.ts";
import { workspaceStorageFull } from "./workspace-storage-full.ts";

/**
 * A simulation of the library (issue 30): realistic, in English and Portuguese, with invented
 * brands only, each with the red flags its lesson marks. One file per simulation beside this one.
 */
export type LibraryTemplate = {
  /** Stable: the seed updates the library's row in place by it. */
  slug: string;
  category: TemplateCategory;
  difficulty: 1 | 2 | 3 | 4 | 5;
  landingPageId: LandingPageId;
  content: { en: TemplateContent; pt: TemplateContent };
};

/** The library, in the order the templates' page lists it. */
export const LIBRARY: readonly LibraryTemplate[] = [
  // credential
  mailboxPasswordExpiry,
  workspaceStorageFull,
  sharedDocumentView,
  mfaReenrolment,
  voicemailNotice,
  vpnCertificateRenewal,
  meetingRecordingShared,
  // payment
  boletoChangedBankDetails,
  pixRefund,
  supplierInvoiceChange,
  ceoGiftCards,
  overdueInvoice,
  payrollBankUpdate,
  taxRefundNotice,
  // delivery
  customsFee,
  heldParcel,
  missedDeliveryReschedule,
  parcelLockerCode,
  // hr
  payslipAvailable,
  benefitsEnrolment,
  policyAcknowledgement,
  bonusPlr,
  // qr-code
  qrMfaReenrol,
  qrParkingPermit,
  qrOfficeWifi,
  // attachment
  attachedInvoice,
  scannedDocument,
  contractToSign,
];
