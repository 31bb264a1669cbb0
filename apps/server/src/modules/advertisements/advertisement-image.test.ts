import { advertisementErrors, advertisementLimits } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { jpegBytes, pngBytes } from "../../test/floor-plan-images";
import { decodeImageBase64, readAdvertisementImage } from "./advertisement-image";

const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const refusalOf = (result: ReturnType<typeof readAdvertisementImage>) => ("refusal" in result ? result.refusal : null);

/** A PNG of that size padded with trailing bytes to `length` (only its header is read). */
function paddedPng(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  bytes.set(pngBytes(1200, 600));
  return bytes;
}

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
  it("reads a PNG and a JPEG from their bytes, whatever the name said", () => {
    const png = pngBytes(1200, 600);
    expect(readAdvertisementImage(base64Of(png))).toEqual({
      bytes: png,
      contentType: "image/png",
      width: 1200,
      height: 600,
    });
    expect(readAdvertisementImage(`data:image/png;base64,${base64Of(jpegBytes(800, 450))}`)).toMatchObject({
      contentType: "image/jpeg",
      width: 800,
      height: 450,
    });
  });

  it("keeps a portrait image: landscape is a hint, not a rule", () => {
    expect(readAdvertisementImage(base64Of(pngBytes(400, 900)))).toMatchObject({ width: 400, height: 900 });
  });

  it("refuses garbage as unreadable", () => {
    expect(refusalOf(readAdvertisementImage("not an image!"))).toBe(advertisementErrors.imageUnreadable);
    expect(refusalOf(readAdvertisementImage(base64Of(pngBytes(1200, 600).subarray(0, 20))))).toBe(
      advertisementErrors.imageUnreadable,
    );
  });

  it("refuses other types, and JPEGs browsers cannot all show", () => {
    const gif = new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000");
    expect(refusalOf(readAdvertisementImage(base64Of(gif)))).toBe(advertisementErrors.imageType);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(refusalOf(readAdvertisementImage(base64Of(svg)))).toBe(advertisementErrors.imageType);
    expect(refusalOf(readAdvertisementImage(base64Of(jpegBytes(800, 450, 0xc3))))).toBe(advertisementErrors.imageType);
  });

  it("takes 2,048,000 bytes and refuses one more", () => {
    expect(readAdvertisementImage(base64Of(paddedPng(advertisementLimits.imageMaxBytes)))).toMatchObject({
      width: 1200,
    });
    expect(refusalOf(readAdvertisementImage(base64Of(paddedPng(advertisementLimits.imageMaxBytes + 1))))).toBe(
      advertisementErrors.imageTooBig,
    );
  });

  it.each([
    [15, 100],
    [100, 15],
    [8001, 100],
    [100, 8001],
    [0, 0],
  ])("refuses %i × %i pixels", (width, height) => {
    expect(refusalOf(readAdvertisementImage(base64Of(pngBytes(width, height))))).toBe(
      advertisementErrors.imageDimensions,
    );
  });

  it("takes both edges of the sides' range", () => {
    expect(readAdvertisementImage(base64Of(pngBytes(16, 8000)))).toMatchObject({ width: 16, height: 8000 });
  });
});
