import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueKey } from "./issue-key.ts";

// One reading of a zod issue for the API's answer and the app's forms.
const first = (schema: z.ZodType, value: unknown) => issueKey(schema.safeParse(value).error!.issues[0]!);

describe("an issue's catalog key", () => {
  it("is the schema's own key, with the limit it names", () => {
    expect(first(z.string().max(3, { error: "errors:tooLong" }), "abcd")).toEqual({ key: "errors:tooLong", vars: { max: 3, min: 0 } });
    expect(first(z.string().min(10, { error: "shell:contact.errors.messageTooShort" }), "hi")).toEqual({
      key: "shell:contact.errors.messageTooShort",
      vars: { max: 0, min: 10 },
    });
  });

  it("is read from the issue's code when the schema gave zod's own message", () => {
    expect(first(z.object({ a: z.string() }), {}).key).toBe("errors:required");
    expect(first(z.string().max(2), "abc")).toEqual({ key: "errors:tooLong", vars: { max: 2, min: 0 } });
    expect(first(z.email(), "nope").key).toBe("errors:email");
    expect(first(z.enum(["a", "b"]), "c").key).toBe("errors:invalidChoice");
    expect(first(z.string().regex(/^x$/), "y").key).toBe("errors:invalidValue");
  });
});
