import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { PHISHING_LIMITS, SIMULATION_HEADER } from "../../../../contract/phishing-limits.ts";

/** What a message in the reporting mailbox says: the simulation tokens it carries, who forwarded it and what. */
export type ReportedMessage = {
  /** Tokens found, the surest first (a header before a link). */
  tokens: string[];
  /** Who forwarded it (the reporting message's sender), lower case. */
  reporter: string | null;
  /** When the reporter sent it (the reporting message's date). */
  date: Date | null;
  /** The suspicious message itself: the attached one, or the forward's own words. */
  reported: { from: string; subject: string; excerpt: string; messageId: string | null };
};

const TOKEN = "[A-Za-z0-9_-]{22}";
// the header as a header line (the message's own, an attached message's, or a forward quoting it)
const HEADER_LINE = new RegExp(`^[ >]*${SIMULATION_HEADER}:[ \\t]*(${TOKEN})(?![A-Za-z0-9_-])`, "gim");
// a tracked link: /s/<token> (its pixel and its forms too)
const LINK = new RegExp(`/s/(${TOKEN})(?![A-Za-z0-9_-])`, "g");
// the lines a mail client writes atop an inline forward
const FORWARD_FROM = /^[ >]*(?:From|De):[ \t]*(.+)$/im;
const FORWARD_SUBJECT = /^[ >]*(?:Subject|Assunto):[ \t]*(.+)$/im;
const PREFIX = /^\s*((?:fwd?|fw|enc|encaminhada|res|re)\s*:\s*)+/i;
const ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/;

const firstAddress = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a[0] : a)?.value[0]?.address?.toLowerCase() ?? null;
const addressIn = (text: string) => ADDRESS.exec(text)?.[0]?.toLowerCase() ?? text.trim();

function tokensIn(texts: string[]) {
  const header: string[] = [];
  const links: string[] = [];
  for (const t of texts) {
    for (const m of t.matchAll(HEADER_LINE)) header.push(m[1]!);
    for (const m of t.matchAll(LINK)) links.push(m[1]!);
  }
  return [...new Set([...header, ...links])];
}

const textOf = (p: ParsedMail) => p.text ?? (typeof p.html === "string" ? p.html.replace(/<[^>]+>/g, " ") : "");
const excerpt = (s: string) =>
  s
    .replace(/\r/g, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, PHISHING_LIMITS.reviewExcerpt);

/**
 * Reads a message from the reporting mailbox. The simulation's token may be in the message's
 * own `X-Skill5-Simulation` header, in an attached message (forwarded "as attachment"), as that
 * header's line in an inline forward, or in a tracked link of the text or HTML.
 */
export async function readReportedMessage(raw: Buffer | string): Promise<ReportedMessage> {
  const mail = await simpleParser(raw, { skipImageLinks: true });
  const attached: ParsedMail[] = [];
  for (const a of mail.attachments) {
    if (a.contentType.toLowerCase() === "message/rfc822") attached.push(await simpleParser(a.content));
  }
  const own = mail.headers.get(SIMULATION_HEADER.toLowerCase());
  const attachedHeaders = attached.map((m) => m.headers.get(SIMULATION_HEADER.toLowerCase())).filter((h) => typeof h === "string");
  const sources = [
    raw.toString(),
    mail.text ?? "",
    typeof mail.html === "string" ? mail.html : "",
    ...attached.flatMap((m) => [m.text ?? "", typeof m.html === "string" ? m.html : ""]),
  ];
  const direct = [own, ...attachedHeaders].filter((h): h is string => typeof h === "string").map((h) => h.trim());
  const tokens = [...new Set([...direct.filter((t) => new RegExp(`^${TOKEN}$`).test(t)), ...tokensIn(sources)])];

  const reporter = firstAddress(mail.from);
  const inner = attached[0];
  const body = textOf(mail);
  const reported = inner
    ? {
        from: firstAddress(inner.from) ?? "",
        subject: inner.subject ?? "",
        excerpt: excerpt(textOf(inner)),
        messageId: inner.messageId ?? mail.messageId ?? null,
      }
    : {
        // an inline forward: the quoted sender and subject when the client wrote them, else the forward's own
        from: FORWARD_FROM.exec(body) ? addressIn(FORWARD_FROM.exec(body)![1]!) : (reporter ?? ""),
        subject: (FORWARD_SUBJECT.exec(body)?.[1] ?? mail.subject ?? "").replace(PREFIX, "").trim(),
        excerpt: excerpt(body),
        messageId: mail.messageId ?? null,
      };
  if (!reported.subject) reported.subject = (mail.subject ?? "").replace(PREFIX, "").trim();
  return { tokens, reporter, date: mail.date ?? null, reported };
}
