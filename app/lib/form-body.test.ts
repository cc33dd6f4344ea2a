import { describe, expect, it } from "vitest";
import { readForm } from "./form-body.ts";

const post = (body: BodyInit | null, type?: string) =>
  new Request("http://localhost/auth/sign-in", { method: "POST", body, headers: type ? { "content-type": type } : {} });

describe("a page action's form body", () => {
  it("reads url-encoded and multipart forms", async () => {
    const urlencoded = await readForm(post("email=ana%40example.com&intent=start", "application/x-www-form-urlencoded;charset=UTF-8"));
    expect(urlencoded.form?.get("email")).toBe("ana@example.com");
    const multipart = new FormData();
    multipart.set("intent", "verify");
    expect((await readForm(new Request("http://localhost/x", { method: "POST", body: multipart }))).form?.get("intent")).toBe("verify");
  });

  it("answers 415 for a body that is not a form, and 400 for a form body that does not parse", async () => {
    expect(await readForm(post('{"email":"ana@example.com"}', "application/json"))).toEqual({ form: null, status: 415 });
    expect(await readForm(post("email=ana", "text/plain"))).toEqual({ form: null, status: 415 });
    expect(await readForm(post(null))).toEqual({ form: null, status: 415 });
    expect(await readForm(post("--x\r\nnot a part", "multipart/form-data; boundary=x"))).toEqual({ form: null, status: 400 });
    expect(await readForm(post("email=a", "multipart/form-data"))).toEqual({ form: null, status: 400 });
  });
});
