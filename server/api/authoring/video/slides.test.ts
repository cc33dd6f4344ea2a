import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DomainError } from "../../../platform/domain-error.ts";
import { HEIGHT, portraitUri, rasterize, stepSlideSvg, titleSlideSvg, WIDTH, xmlEscape } from "./slides.ts";

const colors = { primary: "#0b5fd7", accent: "#f59e0b" };
const portrait = new Uint8Array(
  await sharp({ create: { width: 200, height: 240, channels: 3, background: "#c2410c" } })
    .jpeg()
    .toBuffer(),
);

describe("slides", () => {
  it("escape titles and take-aways for XML", async () => {
    const svg = await stepSlideSvg(
      { title: 'Links <a href> & "quotes" > none', takeaways: ["Use <b>care</b> & check"], illustration: "phishing-hook" },
      colors,
      portraitUri(portrait),
    );
    expect(svg).toContain("Links &lt;a href&gt; &amp; &quot;quotes&quot; &gt; none");
    expect(svg).toContain("Use &lt;b&gt;care&lt;/b&gt; &amp; check");
    expect(svg).not.toContain("<a href>");
    expect(svg).not.toContain("<b>");
    expect(titleSlideSvg("Tom & <Jerry>", "A summary", colors)).toContain("Tom &amp; &lt;Jerry&gt;");
    expect(xmlEscape("a\u0000b'")).toBe("ab&apos;");
  });

  it("rasterise to 1280×720 PNG, Portuguese, illustration, portrait and brand colours included", async () => {
    const step = await stepSlideSvg(
      {
        title: "Ações de segurança: não clique, verifique",
        takeaways: ["Verifique o remetente antes de abrir anexos.", "Na dúvida, pergunte por outro canal — ligação ou chat."],
        illustration: "phishing-hook",
      },
      colors,
      portraitUri(portrait),
    );
    expect(step).toContain(colors.primary);
    expect(step).toContain("data:image/svg+xml;base64,");
    for (const svg of [step, titleSlideSvg("Fundamentos de phishing", "Aprenda a reconhecer golpes.", colors, portraitUri(portrait))]) {
      const png = rasterize(svg);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", WIDTH, HEIGHT]);
      // the primary colour fills the title band (top left corner)
      const { data } = await sharp(png).extract({ left: 5, top: 5, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      expect([...data.subarray(0, 3)]).toEqual([0x0b, 0x5f, 0xd7]);
    }
  });

  it("take only a PNG or JPEG portrait", () => {
    expect(portraitUri(portrait)).toMatch(/^data:image\/jpeg;base64,/);
    expect(() => portraitUri(new TextEncoder().encode("<svg/>"))).toThrow(DomainError);
  });
});
