import jsQR from "jsqr";
import * as mupdf from "mupdf";

/** How the pages are drawn for reading: 3 pixels per PDF point (216 dpi), plenty for a card's QR code. */
const pixelsPerPoint = 3;

/**
 * The text of every QR code a printed PDF holds, page by page: each page is
 * drawn to pixels by MuPDF (WebAssembly, in this process), then read by jsQR
 * window by window, wherever the print puts its cards.
 */
export function pdfQrCodes(pdf: Uint8Array): string[][] {
  const document = mupdf.Document.openDocument(pdf, "application/pdf");
  try {
    const pages: string[][] = [];
    for (let index = 0; index < document.countPages(); index += 1) {
      const pixmap = document
        .loadPage(index)
        .toPixmap(mupdf.Matrix.scale(pixelsPerPoint, pixelsPerPoint), mupdf.ColorSpace.DeviceRGB, false);
      pages.push(readCodes(rgbaOf(pixmap), pixmap.getWidth(), pixmap.getHeight()));
    }
    return pages;
  } finally {
    document.destroy();
  }
}

/** jsQR reads RGBA; MuPDF drew RGB rows of `stride` bytes. */
function rgbaOf(pixmap: mupdf.Pixmap): Uint8ClampedArray {
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  const stride = pixmap.getStride();
  const rgb = pixmap.getPixels();
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const from = y * stride + x * 3;
      const to = (y * width + x) * 4;
      rgba[to] = rgb[from] ?? 255;
      rgba[to + 1] = rgb[from + 1] ?? 255;
      rgba[to + 2] = rgb[from + 2] ?? 255;
      rgba[to + 3] = 255;
    }
  }
  return rgba;
}

/**
 * jsQR reads one code an image, and on a page of several it pairs finder
 * patterns of different codes: the page is read through windows a third, a
 * quarter and a fifth of its width and height, half a window apart, so each
 * code lies whole in one of them with little else; a code read in several
 * windows counts once.
 */
function readCodes(rgba: Uint8ClampedArray, width: number, height: number): string[] {
  const texts = new Set<string>();
  for (const parts of [3, 4, 5]) {
    const windowWidth = Math.floor(width / parts);
    const windowHeight = Math.floor(height / parts);
    for (let top = 0; top + windowHeight <= height; top += Math.floor(windowHeight / 2)) {
      for (let left = 0; left + windowWidth <= width; left += Math.floor(windowWidth / 2)) {
        const window = new Uint8ClampedArray(windowWidth * windowHeight * 4);
        for (let y = 0; y < windowHeight; y += 1) {
          const from = ((top + y) * width + left) * 4;
          window.set(rgba.subarray(from, from + windowWidth * 4), y * windowWidth * 4);
        }
        const code = jsQR(window, windowWidth, windowHeight, { inversionAttempts: "dontInvert" });
        if (code && code.data !== "") texts.add(code.data);
      }
    }
  }
  return [...texts];
}
