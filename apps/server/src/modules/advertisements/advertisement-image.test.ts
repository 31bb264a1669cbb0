import { advertisementErrors, advertisementLimits } from "@ondine/domain";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodableJpeg, decodablePng, pngDeclaring } from "../../test/decodable-images";
import { jpegBytes, pngBytes } from "../../test/floor-plan-images";
import { decodeImageBase64, readAdvertisementImage } from "./advertisement-image";

const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const readImage = (bytes: Uint8Array) => readAdvertisementImage(base64Of(bytes));
const refusalOf = async (bytes: Uint8Array) => {
  const result = await readImage(bytes);
  return "refusal" in result ? result.refusal : null;
};
const storedOf = async (bytes: Uint8Array) => {
  const result = await readImage(bytes);
  if ("refusal" in result) throw new Error(`refused: ${result.message}`);
  return result;
};
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

describe("decodeImageBase64", () => {
  it("reads plain base64 and data URLs", () => {
    expect(decodeImageBase64("AQID")).toEqual(new Uint8Array([1, 2, 3]));
    expect(decodeImageBase64("data:image/png;base64,AQID")).toEqual(new Uint8Array([1, 2, 3]));
    expect(decodeImageBase64("data:application/octet-stream;name=a.png;base64,AQI=")).toEqual(new Uint8Array([1, 2]));
  });

  it("refuses what is not strict base64 rather than decode part of it", () => {
    for (const garbage of ["", "AQI", "AQ*D", "AQID\n", "AQ==AQID", "data:image/png,AQID", "AQ-_", "A==="]) {
      expect(decodeImageBase64(garbage)).toBeUndefined();
    }
  });
});

describe("readAdvertisementImage", () => {
  it("reads a PNG and a JPEG from their bytes, whatever the name said, and keeps their type", async () => {
    const png = await storedOf(await decodablePng(1200, 600));
    expect(png).toMatchObject({ contentType: "image/png", width: 1200, height: 600 });
    expect((await sharp(png.bytes).metadata()).format).toBe("png");
    const jpeg = await readAdvertisementImage(`data:image/png;base64,${base64Of(await decodableJpeg(800, 450))}`);
    expect(jpeg).toMatchObject({ contentType: "image/jpeg", width: 800, height: 450 });
  });

  it("keeps a portrait image: landscape is a hint, not a rule", async () => {
    expect(await readImage(await decodablePng(400, 900))).toMatchObject({ width: 400, height: 900 });
  });

  it("refuses garbage and truncated images as unreadable", async () => {
    expect(await readAdvertisementImage("not an image!")).toMatchObject({
      refusal: advertisementErrors.imageUnreadable,
    });
    expect(await refusalOf((await decodablePng(1200, 600)).subarray(0, 20))).toBe(advertisementErrors.imageUnreadable);
    const jpeg = await decodableJpeg(1200, 600);
    expect(await refusalOf(jpeg.subarray(0, jpeg.length - 200))).toBe(advertisementErrors.imageUnreadable);
  });

  it("refuses a header fronting an HTML page (130 bytes, a 'PNG' by its signature) as unreadable", async () => {
    const html = new TextEncoder().encode(`<html><script>alert(document.domain)</script></html>`.padEnd(97, " "));
    const fake = concat(pngBytes(1200, 600), html);
    expect(fake.length).toBe(130);
    expect(await refusalOf(fake)).toBe(advertisementErrors.imageUnreadable);
    expect(await refusalOf(concat(jpegBytes(1200, 600), html))).toBe(advertisementErrors.imageUnreadable);
  });

  it("refuses a small file declaring 8000 × 8000 from its header, before decoding", async () => {
    const declaring = await pngDeclaring(8000, 8000);
    expect(declaring.length).toBeLessThan(100);
    // Decoded, this 1-pixel file would be unreadable: refused as too large, it was never decoded.
    expect(await readImage(declaring)).toMatchObject({
      refusal: advertisementErrors.imageDimensions,
      message: expect.stringContaining("more than 16000000 pixels"),
    });
    // 4000 × 4000 is the most a square may have.
    expect(await refusalOf(await pngDeclaring(4000, 4000))).toBe(advertisementErrors.imageUnreadable);
    expect(await refusalOf(await pngDeclaring(4000, 4001))).toBe(advertisementErrors.imageDimensions);
  });

  it("stores a JPEG written again: trailing bytes dropped, metadata stripped, turned upright", async () => {
    const photo = await decodableJpeg(64, 32, { description: "Chez nous, 48.85 N 2.35 E", orientation: 6 });
    const junk = new TextEncoder().encode("<html><body>not an image</body></html>");
    const stored = await storedOf(concat(photo, junk));
    expect(stored).toMatchObject({ contentType: "image/jpeg", width: 32, height: 64 });
    const text = Buffer.from(stored.bytes).toString("latin1");
    expect(text).not.toContain("<html>");
    expect(text).not.toContain("48.85 N");
    expect([...stored.bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
    const metadata = await sharp(stored.bytes).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 32, height: 64 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it("keeps a PNG's pixels exactly, a palette one included", async () => {
    const noise = Buffer.from(Array.from({ length: 120 * 80 * 3 }, (_, i) => (i * 7919) % 251));
    const raw = { raw: { width: 120, height: 80, channels: 3 as const } };
    for (const png of [
      await sharp(noise, raw).png().toBuffer(),
      await sharp(noise, raw).png({ palette: true, colours: 16 }).toBuffer(),
    ]) {
      const stored = await storedOf(new Uint8Array(png));
      const pixels = (bytes: Uint8Array) => sharp(bytes).ensureAlpha().raw().toBuffer();
      expect(await pixels(stored.bytes)).toEqual(await pixels(png));
      expect((await sharp(stored.bytes).metadata()).isPalette).toBe((await sharp(png).metadata()).isPalette);
    }
  });

  it("writes the same upload the same way (one digest for one picture)", async () => {
    const jpeg = await decodableJpeg(300, 200);
    expect((await storedOf(jpeg)).bytes).toEqual((await storedOf(jpeg)).bytes);
  });

  it("refuses other types, and JPEGs browsers cannot all show", async () => {
    const gif = new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000");
    expect(await refusalOf(gif)).toBe(advertisementErrors.imageType);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await refusalOf(svg)).toBe(advertisementErrors.imageType);
    const webp = new Uint8Array(
      await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
        .webp()
        .toBuffer(),
    );
    expect(await refusalOf(webp)).toBe(advertisementErrors.imageType);
    expect(await refusalOf(jpegBytes(800, 450, 0xc3))).toBe(advertisementErrors.imageType);
  });

  it("takes 2,048,000 bytes and refuses one more", async () => {
    // A real PNG padded with zeros: the size counts what was sent; what is stored is the image alone.
    const padded = (length: number) => {
      const bytes = new Uint8Array(length);
      bytes.set(png);
      return bytes;
    };
    const png = await decodablePng(1200, 600);
    const largest = await storedOf(padded(advertisementLimits.imageMaxBytes));
    expect(largest).toMatchObject({ width: 1200, height: 600 });
    expect(largest.bytes.length).toBeLessThan(png.length * 2);
    expect(await refusalOf(padded(advertisementLimits.imageMaxBytes + 1))).toBe(advertisementErrors.imageTooBig);
  });

  it.each([
    [15, 100],
    [100, 15],
    [8001, 100],
    [100, 8001],
    [0, 0],
  ])("refuses %i × %i pixels", async (width, height) => {
    expect(await refusalOf(await pngDeclaring(width, height))).toBe(advertisementErrors.imageDimensions);
  });

  it("takes both edges of the sides' range", async () => {
    expect(await readImage(await decodablePng(16, 8000))).toMatchObject({ width: 16, height: 8000 });
  });
});
