import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodableJpeg, decodablePng, pngDeclaring } from "../test/decodable-images";
import { pngBytes } from "../test/floor-plan-images";
import { decodeRasterImage } from "./decode-raster-image";

const limits = { maxPixels: 10_000 };

describe("decodeRasterImage", () => {
  it("writes a PNG as a PNG and a JPEG as a JPEG, answering the written image's size", async () => {
    const png = await decodeRasterImage(await decodablePng(100, 50), limits);
    expect(png).toMatchObject({ contentType: "image/png", width: 100, height: 50 });
    const jpeg = await decodeRasterImage(await decodableJpeg(100, 50), limits);
    expect(jpeg).toMatchObject({ contentType: "image/jpeg", width: 100, height: 50 });
    for (const [image, format] of [
      [png, "png"],
      [jpeg, "jpeg"],
    ] as const) {
      if ("problem" in image) throw new Error(image.message);
      expect((await sharp(image.bytes).metadata()).format).toBe(format);
    }
  });

  it("turns a JPEG upright by its EXIF orientation, then drops its metadata", async () => {
    const photo = await decodableJpeg(80, 40, { description: "Secret spot", orientation: 6 });
    const image = await decodeRasterImage(photo, limits);
    if ("problem" in image) throw new Error(image.message);
    expect(image).toMatchObject({ width: 40, height: 80 });
    const metadata = await sharp(image.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(Buffer.from(image.bytes).includes("Secret spot")).toBe(false);
  });

  it("refuses more pixels than the limit from the header, and an image it cannot decode", async () => {
    expect(await decodeRasterImage(await pngDeclaring(101, 100), limits)).toMatchObject({ problem: "tooManyPixels" });
    expect(await decodeRasterImage(await pngDeclaring(100, 100), limits)).toMatchObject({ problem: "unreadable" });
    expect(await decodeRasterImage(pngBytes(100, 100), limits)).toMatchObject({ problem: "unreadable" });
    expect(await decodeRasterImage(new TextEncoder().encode("GIF89a"), limits)).toMatchObject({
      problem: "unsupported",
    });
  });
});
