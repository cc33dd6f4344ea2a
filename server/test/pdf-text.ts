import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFObject } from "pdf-lib";

/**
 * Reads a PDF back (tests): its page count and, page by page, the text its standard-font
 * operators draw — pdf-lib writes each line as a hex string shown with Tj, in WinAnsi, which is
 * Latin-1 for the letters a report uses (Portuguese accents included).
 */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string[]; title: string | undefined }> {
  const pdf = await PDFDocument.load(bytes);
  const streams = (contents: PDFObject | undefined): PDFRawStream[] => {
    const found = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    return found.filter((s): s is PDFRawStream => s instanceof PDFRawStream);
  };
  const text = pdf.getPages().map((page) =>
    streams(page.node.Contents())
      .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString("latin1"))
      .join("\n")
      .match(/<([0-9A-Fa-f]*)>\s*Tj/g)!
      .map((op) => Buffer.from(op.slice(1, op.indexOf(">")), "hex").toString("latin1"))
      .join("\n"),
  );
  return { pages: pdf.getPageCount(), text, title: pdf.getTitle() };
}
