import { describe, expect, it } from "vitest";
import { detectTicketAttachmentType } from "./ticket-attachment-type";

// Outside the domain's ES2023 library, in every runtime (packages/domain/src/pure-environment.ts).
declare const TextEncoder: new () => { encode(input: string): Uint8Array };

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)));

// The first bytes of real files of each type, then some of their content.
const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], "IHDR", [0, 0, 0, 1, 0, 0, 0, 1]);
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0, 1, 1, 0, 0, 1]);
const gif87 = bytes("GIF87a", [1, 0, 1, 0, 0x80, 0, 0]);
const gif89 = bytes("GIF89a", [1, 0, 1, 0, 0x80, 0, 0]);
const webp = bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ", [0x18, 0, 0, 0]);
const pdf = bytes("%PDF-1.7\n%", [0xe2, 0xe3, 0xcf, 0xd3], "\n1 0 obj\n");

describe("an attachment's type, from its bytes", () => {
  it("reads the images and PDF by their signatures", () => {
    expect(detectTicketAttachmentType(png)).toBe("image/png");
    expect(detectTicketAttachmentType(jpeg)).toBe("image/jpeg");
    expect(detectTicketAttachmentType(gif87)).toBe("image/gif");
    expect(detectTicketAttachmentType(gif89)).toBe("image/gif");
    expect(detectTicketAttachmentType(webp)).toBe("image/webp");
    expect(detectTicketAttachmentType(pdf)).toBe("application/pdf");
  });

  it("reads a PNG as a PNG whatever it is called: the bytes only count", () => {
    // A "screenshot.txt" that is a PNG: the name is never read.
    expect(detectTicketAttachmentType(png)).toBe("image/png");
  });

  it("does not take a RIFF file other than WebP (a WAV) for an image", () => {
    expect(detectTicketAttachmentType(bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ", [0x10, 0, 0, 0]))).toBeUndefined();
  });

  it("reads UTF-8 text with tabs, line breaks and form feeds as plain text", () => {
    expect(detectTicketAttachmentType(bytes("Journal du routeur\r\n\tligne 2 : échec\f\n"))).toBe("text/plain");
    expect(detectTicketAttachmentType(bytes([0xef, 0xbb, 0xbf], "avec BOM, 日本語"))).toBe("text/plain");
    expect(detectTicketAttachmentType(bytes("a < b et c > d"))).toBe("text/plain");
  });

  it("refuses text with other control characters, NUL or DEL", () => {
    expect(detectTicketAttachmentType(bytes("abc", [0], "def"))).toBeUndefined();
    expect(detectTicketAttachmentType(bytes("bell", [0x07]))).toBeUndefined();
    expect(detectTicketAttachmentType(bytes("escape", [0x1b], "[31m"))).toBeUndefined();
    expect(detectTicketAttachmentType(bytes("delete", [0x7f]))).toBeUndefined();
    // U+0085, a C1 control, is valid UTF-8 but a control character.
    expect(detectTicketAttachmentType(bytes("next line", [0xc2, 0x85]))).toBeUndefined();
  });

  it("refuses bytes that are not UTF-8 (Latin-1, UTF-16)", () => {
    expect(detectTicketAttachmentType(bytes("caf", [0xe9]))).toBeUndefined();
    expect(detectTicketAttachmentType(bytes([0xff, 0xfe, 0x61, 0x00, 0x62, 0x00]))).toBeUndefined();
  });

  it("refuses HTML, XML and SVG, though they are UTF-8 text", () => {
    expect(detectTicketAttachmentType(bytes("<!DOCTYPE html><html><body>hi</body></html>"))).toBeUndefined();
    expect(detectTicketAttachmentType(bytes("\n  <html lang=fr>"))).toBeUndefined();
    expect(detectTicketAttachmentType(bytes([0xef, 0xbb, 0xbf], "<script>alert(1)</script>"))).toBeUndefined();
    expect(detectTicketAttachmentType(bytes("<!-- a comment --><p>x</p>"))).toBeUndefined();
    expect(
      detectTicketAttachmentType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeUndefined();
    expect(detectTicketAttachmentType(bytes('<?xml version="1.0"?><svg/>'))).toBeUndefined();
  });

  it("refuses a program and an empty file", () => {
    const exe = bytes("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);
    expect(detectTicketAttachmentType(exe)).toBeUndefined();
    expect(detectTicketAttachmentType(new Uint8Array())).toBeUndefined();
  });
});
