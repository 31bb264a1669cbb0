import { describe, expect, it } from "vitest";
import { imageDimensions } from "./read-image-file";

describe("imageDimensions", () => {
  it("reads a PNG's IHDR", () => {
    const bytes = new Uint8Array(32);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, 1280);
    new DataView(bytes.buffer).setUint32(20, 720);
    expect(imageDimensions(bytes)).toEqual({ width: 1280, height: 720 });
  });

  it("reads a JPEG's frame header after the segments before it", () => {
    // SOI, an APP0 segment of 16 bytes, then SOF0: length 17, precision 8, height 480, width 640.
    const app0 = [0xff, 0xe0, 0x00, 0x10, ...new Array(14).fill(0)];
    const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03];
    expect(imageDimensions(new Uint8Array([0xff, 0xd8, ...app0, ...sof0, 0, 0]))).toEqual({ width: 640, height: 480 });
  });

  it("reads nothing from other bytes", () => {
    expect(imageDimensions(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBeUndefined();
  });
});
