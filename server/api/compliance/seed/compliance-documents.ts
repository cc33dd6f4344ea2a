import { PDFDocument, StandardFonts, type PDFPage } from "pdf-lib";
import { A4, Cursor, MARGIN, MUTED } from "../../../platform/pdf-layout.ts";

/**
 * The documents Acme filed as evidence in the demo (compliance-demo.ts), written as a company of
 * its size would write them and made into real PDF files, so the evidence library downloads
 * something worth reading.
 */

export type DemoDocument = "security-policy" | "incident-response" | "ropa" | "confidentiality";

type Doc = { title: string; version: string; owner: string; sections: { heading: string; paragraphs: string[] }[] };

const DOCUMENTS: Record<DemoDocument, Doc> = {
  "security-policy": {
    title: "Information security policy",
    version: "3.0",
    owner: "Marina Costa, IT and compliance manager",
    sections: [
      {
        heading: "1. Purpose and scope",
        paragraphs: [
          "This policy sets out how Acme Corporation protects the information it holds and the systems it uses, at the office, at the plant and wherever its people work. It applies to employees, contractors and suppliers who use Acme's information or systems.",
        ],
      },
      {
        heading: "2. Roles",
        paragraphs: [
          "The management approves this policy and provides what it needs. The IT and compliance manager keeps it up to date, runs the security programme and reports on it every quarter. Managers make sure their teams follow it. Everyone reports what looks wrong.",
          "Conflicting duties are kept apart where possible: nobody approves their own payments, access or changes.",
        ],
      },
      {
        heading: "3. Using company equipment",
        paragraphs: [
          "Company laptops, phones, e-mail and internet access are used as the acceptable use policy on the intranet describes. Equipment is returned on the last working day.",
        ],
      },
      {
        heading: "4. Classifying information",
        paragraphs: [
          "Information is Public, Internal, Confidential or Restricted. Its owner decides the class. Confidential and Restricted information is shared only with those who need it and is sent encrypted outside Acme.",
        ],
      },
      {
        heading: "5. Access",
        paragraphs: [
          "Access is granted by role and by need, requested by the person's manager and approved by the system owner. Accounts of people who join, move or leave are set up, changed or closed within one working day.",
          "Administrator rights are held in separate accounts, used only for administration. Access rights are reviewed every quarter.",
        ],
      },
      {
        heading: "6. Passwords and sign-in",
        paragraphs: [
          "Passwords are kept in the company password manager and never shared. Multi-factor authentication is required for e-mail, remote access and the ERP, and wherever a system offers it.",
        ],
      },
      {
        heading: "7. Working away from the office",
        paragraphs: [
          "Company laptops have encrypted disks and lock after five minutes. Public Wi-Fi is used only through the company VPN. Confidential papers do not leave the office.",
        ],
      },
      {
        heading: "8. Reporting",
        paragraphs: [
          "Anything that looks like a security problem (a lost phone, a strange e-mail, a wrong payment request) is reported at once to security@acme.test or to the IT desk. Reporting in good faith is never punished.",
        ],
      },
      {
        heading: "9. Breaches",
        paragraphs: [
          "A breach of this policy is handled through Acme's disciplinary process, in proportion to its seriousness and intent.",
        ],
      },
      { heading: "10. Review", paragraphs: ["This policy is reviewed every year and after any major incident or change in the business."] },
    ],
  },
  "incident-response": {
    title: "Incident response plan",
    version: "1.2",
    owner: "Marina Costa, IT and compliance manager",
    sections: [
      {
        heading: "1. Scope",
        paragraphs: [
          "Events that affect, or may affect, the confidentiality, integrity or availability of Acme's information or systems, including any involving personal data.",
        ],
      },
      {
        heading: "2. Severity",
        paragraphs: [
          "Low: one person or device, no personal data, no stop to work. Medium: a team or a system, or a little personal data. High: the plant or the ERP stopped, or personal data of many people exposed. High incidents call the whole response team at once.",
        ],
      },
      {
        heading: "3. Response team",
        paragraphs: [
          "The IT and compliance manager leads. The IT desk, the plant's operations manager, the encarregado, legal counsel and the web agency's on-call contact join as the incident needs. Contacts are kept in the team's channel and on paper in the office safe.",
        ],
      },
      {
        heading: "4. Steps",
        paragraphs: [
          "Report: anyone reports to security@acme.test or the IT desk. Assess: the IT desk records the event, decides whether it is an incident and sets its severity within one hour.",
          "Contain: isolate devices, reset credentials, block senders or addresses. Keep evidence: logs and copies are kept before anything is wiped.",
          "Recover: restore from backups, check the systems and return them to use. Close: the lead records what happened, the cause and the fixes.",
        ],
      },
      {
        heading: "5. Notifying",
        paragraphs: [
          "When an incident with personal data may bring significant risk or harm to the people concerned, the encarregado tells the ANPD and those people within three working days of learning of it, as the LGPD (art. 48) and ANPD Resolution 15/2024 require. Customers are told as their contracts say.",
        ],
      },
      {
        heading: "6. Learning",
        paragraphs: [
          "Every medium or high incident has a review within two weeks. Fixes become tasks with owners and due dates. Every incident, notified or not, stays in the incident register for at least five years.",
        ],
      },
    ],
  },
  ropa: {
    title: "Record of processing activities (ROPA)",
    version: "2.1",
    owner: "Marina Costa, encarregado",
    sections: [
      { heading: "Controller", paragraphs: ["Acme Corporation. Encarregado: Marina Costa, privacy@acme.test."] },
      {
        heading: "1. Payroll and benefits",
        paragraphs: [
          "Purpose: paying employees and providing benefits. Legal basis: legal obligation and contract (art. 7, II and V); health data for medical leave under art. 11, II, a. Data subjects: employees and their dependants. Retention: as long as labour, tax and social security laws require. Recipients: payroll provider, bank, health insurer, public authorities.",
        ],
      },
      {
        heading: "2. Recruitment",
        paragraphs: [
          "Purpose: choosing new employees. Legal basis: steps before a contract (art. 7, V). Data subjects: candidates. Retention: six months after the position is filled, longer with the candidate's consent. Recipients: the recruiting platform.",
        ],
      },
      {
        heading: "3. Biometric time clock",
        paragraphs: [
          "Purpose: recording working hours at the plant. Legal basis: legal obligation (art. 11, II, a). Data subjects: plant employees. Retention: the fingerprint template until the person leaves; time records as labour law requires. Recipients: the time-clock supplier (processor).",
        ],
      },
      {
        heading: "4. CCTV at the plant",
        paragraphs: [
          "Purpose: safety of people and goods. Legal basis: legitimate interest (art. 7, IX), balanced in a written assessment. Data subjects: employees, visitors, drivers. Retention: 30 days unless needed for an incident. Recipients: the security company (processor).",
        ],
      },
      {
        heading: "5. Customers and orders",
        paragraphs: [
          "Purpose: quotes, orders, delivery and invoicing. Legal basis: contract and legal obligation (art. 7, V and II). Data subjects: customers' contacts. Retention: five years after the last invoice. Recipients: the ERP supplier, carriers, the tax authority.",
        ],
      },
      {
        heading: "6. Website and newsletter",
        paragraphs: [
          "Purpose: answering contact forms and sending the newsletter. Legal basis: consent (art. 7, I) for the newsletter; legitimate interest for contact forms. Data subjects: visitors. Retention: until consent is withdrawn; contact forms two years. Recipients: the web agency and the e-mail service (processors). International transfer: the e-mail service stores data in the United States under standard contractual clauses (art. 33).",
        ],
      },
      {
        heading: "7. Training on Acme Academy",
        paragraphs: [
          "Purpose: security and safety training and its records. Legal basis: legitimate interest and legal obligation for safety training. Data subjects: employees. Retention: while employed plus five years. Recipients: the training platform (processor).",
        ],
      },
      { heading: "Review", paragraphs: ["Reviewed every six months and whenever a processing activity starts or changes."] },
    ],
  },
  confidentiality: {
    title: "Confidentiality agreement (template)",
    version: "2.0",
    owner: "Legal and human resources",
    sections: [
      { heading: "1. Parties", paragraphs: ['Acme Corporation ("Acme") and the employee or contractor named below ("you").'] },
      {
        heading: "2. Confidential information",
        paragraphs: [
          "Any information you receive or create in your work for Acme that is not public: designs, prices, customers, suppliers, plans, systems, passwords and personal data of anyone.",
        ],
      },
      {
        heading: "3. Your duties",
        paragraphs: [
          "You use confidential information only for your work for Acme, share it only with people who need it for that work, and protect it as Acme's policies describe.",
          "Personal data you handle is kept confidential under the LGPD (art. 47), during and after your work for Acme.",
        ],
      },
      {
        heading: "4. When you leave",
        paragraphs: [
          "On your last day you return all equipment, documents and copies, and your duties under this agreement continue for five years; for personal data and trade secrets they do not end.",
        ],
      },
      {
        heading: "5. Breach",
        paragraphs: ["A breach may lead to disciplinary measures, the end of the contract and a claim for damages."],
      },
      {
        heading: "Signatures",
        paragraphs: [
          "Name: ____________________ Date: ____________",
          "Signature: ____________________",
          "For Acme Corporation: ____________________",
        ],
      },
    ],
  },
};

const longDate = (d: Date) => new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(d);

/** One of the demo's documents as a PDF, dated the day it was approved. */
export async function demoDocumentPdf(name: DemoDocument, approvedAt: Date): Promise<Uint8Array> {
  const doc = DOCUMENTS[name];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.title} — Acme Corporation`);
  pdf.setAuthor("Acme Corporation");
  pdf.setCreationDate(approvedAt);
  pdf.setModificationDate(approvedAt);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const header = (page: PDFPage) =>
    page.drawText(`Acme Corporation · ${doc.title} · version ${doc.version} · Internal`, {
      x: MARGIN,
      y: A4[1] - MARGIN + 10,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  const c = new Cursor(pdf, fonts, header);
  c.text(doc.title, { size: 20, font: "bold", gap: 6 });
  c.text(`Version ${doc.version}, approved on ${longDate(approvedAt)}. Owner: ${doc.owner}.`, { size: 10, color: MUTED, gap: 14 });
  for (const s of doc.sections) {
    c.need(40);
    c.text(s.heading, { size: 12, font: "bold", gap: 4 });
    for (const p of s.paragraphs) c.text(p, { gap: 6 });
    c.space(6);
  }
  return pdf.save();
}
