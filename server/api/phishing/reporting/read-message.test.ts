import { describe, expect, it } from "vitest";
import { forwardAsAttachment, newToken, realSuspicious, simulation } from "./fixtures.ts";
import { readReportedMessage } from "./read-message.ts";

// What a reported message says, however the reporter's mail client forwarded it.

const at = new Date("2026-11-02T10:15:00Z");

describe("reading a message of the reporting mailbox", () => {
  it("finds the token in an attached message even when the attachment is base64-encoded", async () => {
    const token = newToken();
    const inner = Buffer.from(simulation("ana@acme.test", token, at))
      .toString("base64")
      .replace(/.{76}/g, "$&\r\n");
    const raw = forwardAsAttachment("ana@acme.test", "report@acme.test", inner, at).replace(
      "Content-Type: message/rfc822\r\n",
      "Content-Type: message/rfc822\r\nContent-Transfer-Encoding: base64\r\n",
    );
    const read = await readReportedMessage(raw);
    expect(read.tokens).toContain(token);
    expect(read).toMatchObject({ reporter: "ana@acme.test", date: at });
  });

  it("finds a tracked link in a forward's HTML, quoted-printable and all", async () => {
    const token = newToken();
    const raw = [
      "From: Bia <bia@acme.test>",
      "To: report@acme.test",
      "Subject: Fwd: Invoice",
      "Content-Type: text/html; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      `<p>Look:</p><a href=3D"https://acme.example/s/${token}">Pay now</a>`,
    ].join("\r\n");
    expect((await readReportedMessage(raw)).tokens).toEqual([token]);
  });

  it("keeps a real message's sender, subject and text for the review queue, with no token", async () => {
    const read = await readReportedMessage(realSuspicious("caio@acme.test", "report@acme.test", at, "<x-1@crooks.test>"));
    expect(read.tokens).toEqual([]);
    expect(read.reported).toMatchObject({
      from: "billing@invoices-crooks.test",
      subject: "Invoice 4471 overdue",
      messageId: "<x-1@crooks.test>",
    });
    expect(read.reported.excerpt).toContain("Pay today");
  });
});
