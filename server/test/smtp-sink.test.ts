import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.ts";

describe("the SMTP sink the tests send to", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink({ http: 0 });
  });
  afterAll(() => sink.close());

  it("keeps what a real SMTP client sends, headers included, and bounces a refused address", async () => {
    const t = nodemailer.createTransport({ host: "127.0.0.1", port: sink.port, secure: false, ignoreTLS: true });
    await t.sendMail({ from: "a@example.test", to: "b@example.test", subject: "Hi", text: "Body", headers: { "X-Test": "1" } });
    const [m] = await sink.waitFor(1);
    expect(m).toMatchObject({ to: ["b@example.test"], from: "a@example.test", subject: "Hi" });
    expect(m!.text.trim()).toBe("Body");
    expect(m!.headers["x-test"]).toBe("1");
    sink.refuse("gone@example.test");
    await expect(t.sendMail({ from: "a@example.test", to: "gone@example.test", subject: "x", text: "x" })).rejects.toThrow(/550/);
    expect(sink.to("gone@example.test")).toHaveLength(0);
  });
});
