import { extractText, getDocumentProxy } from "unpdf";

/** The text of each page of a PDF, in page order (PDF.js, pure JavaScript). */
export async function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  // PDF.js may take the bytes over: it gets a copy, the caller keeps its buffer.
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const { text } = await extractText(document, { mergePages: false });
    return text;
  } finally {
    await document.destroy();
  }
}
