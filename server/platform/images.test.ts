import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DomainError } from "./domain-error.ts";
import { translate } from "./i18n.ts";
import { IMAGE_LIMITS, prepareImage, type PreparedImage } from "./images.ts";

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (b: Uint8Array) => Buffer.from(b.subarray(0, 8)).equals(PNG_MAGIC);
const text = (s: string) => new TextEncoder().encode(s);
const svgOut = (img: PreparedImage) => new TextDecoder().decode(img.bytes);

const canvas = (width: number, height: number, noise = false) =>
  sharp({
    create: {
      width,
      height,
      channels: 4,
      background: { r: 200, g: 30, b: 40, alpha: 1 },
      ...(noise ? { noise: { type: "gaussian" as const, mean: 128, sigma: 40 } } : {}),
    },
  });

/** The refusal `promise` ends in: its code, and its message in both languages (never the bare key). */
async function refusal(promise: Promise<unknown>) {
  const e = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(DomainError);
  const d = e as DomainError;
  expect(d.kind).toBe("invalid");
  for (const locale of ["en", "pt"] as const) expect(translate(d.messageKey, locale, d.vars)).not.toContain(d.messageKey.split(":")[1]);
  return { code: d.code, key: d.messageKey, vars: d.vars, en: translate(d.messageKey, "en", d.vars) };
}

describe("raster images", () => {
  it("shrinks a PNG into the horizontal logo's box and answers PNG", async () => {
    const out = await prepareImage(await canvas(2400, 600).png().toBuffer(), "logo-horizontal");
    expect(out).toMatchObject({ contentType: "image/png", ext: "png", width: 1200, height: 300 });
    expect(isPng(out.bytes)).toBe(true);
    expect(await sharp(out.bytes).metadata()).toMatchObject({ format: "png", width: 1200, height: 300 });
  });

  it("turns a JPEG upright from its EXIF orientation, drops every bit of metadata and fits the vertical logo's box", async () => {
    // stored 1600 × 900, shown rotated a quarter turn: 900 wide, 1600 high
    const jpeg = await canvas(1600, 900)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: "Jane Photographer", Copyright: "secret-copyright-text" } })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();
    const out = await prepareImage(jpeg, "logo-vertical");
    expect(out).toMatchObject({ contentType: "image/png", width: 450, height: 800 });
    expect(isPng(out.bytes)).toBe(true);
    const after = await sharp(out.bytes).metadata();
    expect([after.exif, after.icc, after.xmp, after.iptc, after.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(Buffer.from(out.bytes).includes("secret-copyright-text")).toBe(false);
    expect(Buffer.from(out.bytes).includes("Jane Photographer")).toBe(false);
  });

  it("takes a WebP and never enlarges a small logo", async () => {
    const out = await prepareImage(await canvas(300, 64).webp().toBuffer(), "logo-horizontal");
    expect(out).toMatchObject({ contentType: "image/png", width: 300, height: 64 });
    expect(isPng(out.bytes)).toBe(true);
  });

  it("makes a favicon square with a transparent border, at most 256 and never larger than the picture", async () => {
    const big = await prepareImage(await canvas(600, 300).png().toBuffer(), "favicon");
    expect(big).toMatchObject({ width: 256, height: 256, contentType: "image/png" });
    const { data, info } = await sharp(big.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0); // top-left corner: padding
    expect(data[(128 * 256 + 128) * 4 + 3]).toBe(255); // centre: the picture
    const small = await prepareImage(await canvas(64, 32).jpeg().toBuffer(), "favicon");
    expect(small).toMatchObject({ width: 64, height: 64 });
  });

  it("judges by content alone: the same PNG bytes are a PNG whatever they were called, and text is never a PNG", async () => {
    const png = await canvas(100, 100).png().toBuffer();
    // no name or declared type reaches prepareImage: only the bytes
    for (const kind of ["logo-horizontal", "logo-vertical", "favicon"] as const)
      expect((await prepareImage(png, kind)).contentType).toBe("image/png");
    expect((await refusal(prepareImage(text("\u0089PNG is what this file claims to be"), "logo-horizontal"))).code).toBe(
      "unsupported_image",
    );
  });

  it("refuses a text file, a PDF and a GIF as unsupported", async () => {
    const gif = await canvas(64, 64).gif().toBuffer();
    const pdf = text("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    for (const file of [text("just some notes\nabout the logo\n"), pdf, gif]) {
      const r = await refusal(prepareImage(file, "logo-horizontal"));
      expect(r).toMatchObject({ code: "unsupported_image", key: "uploads:errors.unsupported" });
    }
  });

  it("refuses an image with more pixels than the limit, before decoding it", async () => {
    expect(IMAGE_LIMITS.maxPixels).toBe(4096 * 4096);
    const huge = await sharp({ create: { width: 4097, height: 4096, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    expect(huge.byteLength).toBeLessThan(IMAGE_LIMITS.maxBytes);
    const r = await refusal(prepareImage(huge, "logo-horizontal"));
    expect(r).toMatchObject({ code: "image_too_many_pixels", vars: { side: 4096 } });
    expect(r.en).toContain("4096 × 4096");
  });

  it("refuses a file over the size limit, and an empty one", async () => {
    const tooBig = new Uint8Array(IMAGE_LIMITS.maxBytes + 1);
    tooBig.set(PNG_MAGIC);
    const r = await refusal(prepareImage(tooBig, "logo-horizontal"));
    expect(r).toMatchObject({ code: "image_too_large", vars: { max: 2 } });
    expect(r.en).toBe("The file is too large: at most 2 MB.");
    expect((await refusal(prepareImage(new Uint8Array(), "favicon"))).code).toBe("empty_image");
  });

  it("refuses truncated and corrupt images with a message, never an exception of its own", async () => {
    const png = await canvas(400, 300, true).png().toBuffer();
    const jpeg = await canvas(400, 300, true).jpeg().toBuffer();
    const webp = await canvas(400, 300, true).webp().toBuffer();
    const broken = [
      png.subarray(0, Math.floor(png.length * 0.6)),
      jpeg.subarray(0, Math.floor(jpeg.length * 0.5)),
      webp.subarray(0, Math.floor(webp.length * 0.5)),
      Buffer.concat([PNG_MAGIC, Buffer.from("not the rest of a png at all")]),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      Buffer.concat([Buffer.from("RIFF\u0010\u0000\u0000\u0000WEBP"), Buffer.alloc(8, 7)]),
    ];
    for (const file of broken) expect((await refusal(prepareImage(file, "logo-horizontal"))).code).toBe("corrupt_image");
  });

  it("refuses a favicon under 16 × 16 and a logo under 32 pixels high", async () => {
    expect(await refusal(prepareImage(await canvas(15, 40).png().toBuffer(), "favicon"))).toMatchObject({
      code: "image_too_small",
      key: "uploads:errors.faviconTooSmall",
      vars: { min: 16 },
    });
    expect(await refusal(prepareImage(await canvas(400, 31).png().toBuffer(), "logo-horizontal"))).toMatchObject({
      code: "image_too_small",
      key: "uploads:errors.logoTooSmall",
      vars: { min: 32 },
    });
  });
});

/** An ICO file: a directory of entries, then each entry's image. */
function ico(entries: { width: number; height: number; data: Uint8Array }[], patch?: (b: Buffer) => void) {
  const dirEnd = 6 + 16 * entries.length;
  const head = Buffer.alloc(dirEnd);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(entries.length, 4);
  let offset = dirEnd;
  entries.forEach((e, i) => {
    const at = 6 + 16 * i;
    head[at] = e.width >= 256 ? 0 : e.width;
    head[at + 1] = e.height >= 256 ? 0 : e.height;
    head.writeUInt16LE(1, at + 4);
    head.writeUInt16LE(32, at + 6);
    head.writeUInt32LE(e.data.byteLength, at + 8);
    head.writeUInt32LE(offset, at + 12);
    offset += e.data.byteLength;
  });
  const out = Buffer.concat([head, ...entries.map((e) => Buffer.from(e.data))]);
  patch?.(out);
  return out;
}

/** The bitmap an ICO embeds: a BITMAPINFOHEADER, then 32-bit pixels and the AND mask. */
function dib(side: number) {
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(side, 4);
  header.writeInt32LE(side * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  return Buffer.concat([header, Buffer.alloc(side * side * 4, 0x80), Buffer.alloc(side * 4)]);
}

describe("ICO favicons", () => {
  it("keeps a valid ICO as it is, sized by its largest icon (0 in the directory means 256)", async () => {
    const file = ico([
      { width: 16, height: 16, data: dib(16) },
      { width: 32, height: 32, data: await canvas(32, 32).png().toBuffer() },
    ]);
    const out = await prepareImage(file, "favicon");
    expect(out).toMatchObject({ contentType: "image/x-icon", ext: "ico", width: 32, height: 32 });
    expect(Buffer.from(out.bytes).equals(file)).toBe(true);
    const big = await prepareImage(ico([{ width: 256, height: 256, data: await canvas(256, 256).png().toBuffer() }]), "favicon");
    expect(big).toMatchObject({ width: 256, height: 256 });
  });

  it("refuses a malformed ICO", async () => {
    const png32 = await canvas(32, 32).png().toBuffer();
    const good = [{ width: 32, height: 32, data: png32 }];
    const malformed = [
      ico(good, (b) => b.writeUInt16LE(2, 2)), // a cursor, not an icon
      ico(good, (b) => b.writeUInt16LE(0, 4)), // no entries
      ico(good, (b) => b.writeUInt32LE(png32.byteLength + 1, 6 + 8)), // data runs past the end
      ico(good, (b) => b.writeUInt32LE(2, 6 + 12)), // data inside the directory
      ico([{ width: 32, height: 32, data: text("GIF89a pretending to be an icon image") }]), // neither PNG nor BMP
      ico(good).subarray(0, 14), // directory cut short
      Buffer.concat([ico(good).subarray(0, 4), Buffer.from([65, 0])]), // 65 entries announced
    ];
    for (const file of malformed)
      expect(await refusal(prepareImage(file, "favicon"))).toMatchObject({ code: "invalid_ico", key: "uploads:errors.invalidIco" });
    // reserved not 0: not an ICO at all
    expect(
      (
        await refusal(
          prepareImage(
            ico(good, (b) => b.writeUInt16LE(1, 0)),
            "favicon",
          ),
        )
      ).code,
    ).toBe("unsupported_image");
    expect((await refusal(prepareImage(ico([{ width: 8, height: 8, data: dib(8) }]), "favicon"))).code).toBe("image_too_small");
  });

  it("refuses an ICO as a logo, with its own message", async () => {
    const file = ico([{ width: 32, height: 32, data: await canvas(32, 32).png().toBuffer() }]);
    for (const kind of ["logo-horizontal", "logo-vertical"] as const) {
      expect(await refusal(prepareImage(file, kind))).toMatchObject({ code: "ico_not_for_logo", key: "uploads:errors.icoOnlyFavicon" });
    }
  });
});

describe("SVG images", () => {
  const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
  const drawing = '<rect id="box" x="10" y="10" width="80" height="30" fill="#b42318"/><circle cx="50" cy="25" r="10"/>';
  /** Sanitises `svg`; checks the drawing is still there and none of `gone` is. */
  async function sanitised(svg: string, gone: RegExp[]) {
    const out = await prepareImage(text(svg), "logo-horizontal");
    expect(out).toMatchObject({ contentType: "image/svg+xml", ext: "svg" });
    const result = svgOut(out);
    expect(result).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(result).toContain('<rect id="box" x="10" y="10" width="80" height="30" fill="#b42318"/>');
    expect(result).toContain("<circle");
    for (const bad of gone) expect(result).not.toMatch(bad);
    // what comes out is itself a clean SVG: sanitising it again changes nothing
    expect(svgOut(await prepareImage(out.bytes, "logo-horizontal"))).toBe(result);
    return result;
  }

  it("keeps a plain drawing, sized from its width and height or else its viewBox", async () => {
    const sized = await prepareImage(
      text(
        `<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<svg ${NS} width="120" height="40px" viewBox="0 0 100 50">${drawing}</svg>`,
      ),
      "logo-horizontal",
    );
    expect(sized).toMatchObject({ width: 120, height: 40 });
    const boxed = await prepareImage(text(`<svg ${NS} viewBox="0 0 300.4 100">${drawing}</svg>`), "favicon");
    expect(boxed).toMatchObject({ width: 300, height: 100 });
    const unsized = await prepareImage(text(`<svg ${NS} width="100%">${drawing}</svg>`), "logo-vertical");
    expect(unsized).toMatchObject({ width: 0, height: 0 });
  });

  it("takes out <script>, also inside groups and in CDATA", async () => {
    await sanitised(
      `<svg ${NS}><script>alert(1)</script><g><script type="text/ecmascript"><![CDATA[fetch("//evil")]]></script>${drawing}</g></svg>`,
      [/script/i, /alert/, /evil/],
    );
  });

  it("takes out every on* handler", async () => {
    await sanitised(
      `<svg ${NS} onload="alert(1)"><g onclick="alert(2)" ONMOUSEOVER="alert(3)">${drawing}</g><animateTransform onbegin="alert(4)" attributeName="transform" type="rotate" from="0" to="0" dur="1s"/></svg>`,
      [/\bon\w+=/i, /alert/],
    );
  });

  it("takes out <foreignObject> and the HTML inside it", async () => {
    await sanitised(
      `<svg ${NS}><foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example/"></iframe><img src="x" onerror="alert(1)"/></div></foreignObject>${drawing}</svg>`,
      [/foreignObject/i, /iframe/, /<div/, /<img/, /evil/],
    );
  });

  it("takes out javascript:, http: and data: references, keeping same-document ones", async () => {
    const out = await sanitised(
      `<svg ${NS}><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>` +
        `<a href="javascript:alert(1)"><text>click</text></a><a xlink:href=" JaVaScRiPt:alert(2)"><text>me</text></a>` +
        `<image xlink:href="http://tracker.example/pixel.png" width="1" height="1"/>` +
        `<use href="data:image/svg+xml;base64,PHN2Zy8+"/><use xlink:href="https://evil.example/sprite.svg#icon"/><use href="#box" x="5"/>` +
        `<rect width="5" height="5" fill="url(http://evil.example/paint.svg#p)"/><rect width="6" height="6" fill="url(#g)"/>${drawing}</svg>`,
      [/javascript/i, /tracker/, /data:/, /evil/],
    );
    expect(out).toContain('<use href="#box" x="5"/>');
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain("<text>click</text>");
  });

  it("takes out styles that fetch or run anything, keeping the harmless ones", async () => {
    const out = await sanitised(
      `<svg ${NS}><style>@import url(https://evil.example/a.css); rect { fill: red }</style>` +
        `<style>circle { background: url( 'http://evil.example/b.png' ) }</style>` +
        `<style>rect { width: expression(alert(1)) }</style><style>circle { fill: u\\72l(//evil.example/c) }</style>` +
        `<style>.ok { fill: #123456 } .grad { fill: url(#g) }</style>` +
        `<g style="fill: url(https://evil.example/d.svg#x)"><g style="stroke: #000">${drawing}</g></g></svg>`,
      [/@import/, /evil/, /expression/, /\\72/],
    );
    expect(out).toContain(".ok { fill: #123456 }");
    expect(out).toContain('style="stroke: #000"');
  });

  it("drops the doctype: no entity is ever expanded, external or internal", async () => {
    const out = await sanitised(
      `<?xml version="1.0"?>\n<!DOCTYPE svg [\n  <!ENTITY xxe SYSTEM "file:///etc/passwd">\n  <!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">\n]>\n<svg ${NS}><text>&xxe;&lol2;&amp;</text>${drawing}</svg>`,
      [/DOCTYPE/i, /ENTITY/, /passwd/, /root:/, /lol/],
    );
    expect(out).toContain("<text>&amp;</text>");
  });

  it("refuses what is not an SVG document: another root, no SVG namespace, not well-formed", async () => {
    for (const file of [
      `<html><body>${drawing}</body></html>`,
      `<svg>${drawing}</svg>`,
      `<svg ${NS}><rect></svg>`,
      `<?xml version="1.0"?><note>svg</note>`,
      "<svg",
    ]) {
      expect((await refusal(prepareImage(text(file), "logo-horizontal"))).code, file).toBe("unsupported_image");
    }
  });

  it("refuses an SVG with nothing left to draw once sanitised", async () => {
    for (const file of [
      `<svg ${NS}><script>alert(1)</script></svg>`,
      `<svg ${NS}><title>Logo</title><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">hi</p></foreignObject></svg>`,
      `<svg ${NS}/>`,
    ]) {
      expect(await refusal(prepareImage(text(file), "logo-horizontal"))).toMatchObject({
        code: "empty_svg",
        key: "uploads:errors.emptySvg",
      });
    }
  });
});
