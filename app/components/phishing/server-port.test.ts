import { describe, expect, it } from "vitest";
import { portAfterSecurity } from "./server-port.ts";

const SMTP = { tls: "465", starttls: "587" };

describe("a mail server form's port when its security changes", () => {
  it("takes the usual port of the security chosen when none or a usual one was there, and keeps a typed one", () => {
    expect(portAfterSecurity("", "tls", SMTP)).toBe("465");
    expect(portAfterSecurity("587", "tls", SMTP)).toBe("465");
    expect(portAfterSecurity(465, "starttls", SMTP)).toBe("587");
    expect(portAfterSecurity("2525", "tls", SMTP)).toBeNull();
  });
});
