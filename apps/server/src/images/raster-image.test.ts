import { describe, expect, it } from "vitest";
import { jpegBytes, pngBytes } from "../test/floor-plan-images";
import { readJpeg, readPng, readRasterImage, sniffRasterType } from "./raster-image";

describe("sniffRasterType", () => {
  it("reads the type from the signature, nothing else", () => {
    expect(sniffRasterType(pngBytes(10, 10))).toBe("image/png");
    expect(sniffRasterType(jpegBytes(10, 10))).toBe("image/jpeg");
    expect(sniffRasterType(new TextEncoder().encode("GIF89a...."))).toBeNull();
    expect(sniffRasterType(new Uint8Array())).toBeNull();
  });
});

describe("readPng", () => {
  it("reads the size from IHDR", () => {
    expect(readPng(pngBytes(1200, 800))).toEqual({ contentType: "image/png", width: 1200, height: 800 });
  });

  it("finds a PNG cut before its header unreadable", () => {
    expect(readPng(pngBytes(1200, 800).subarray(0, 20))).toMatchObject({ problem: "unreadable" });
  });
});

describe("readJpeg", () => {
  it("reads baseline and progressive frames after other segments", () => {
    expect(readJpeg(jpegBytes(1600, 900))).toEqual({ contentType: "image/jpeg", width: 1600, height: 900 });
    expect(readJpeg(jpegBytes(640, 480, 0xc2))).toMatchObject({ width: 640, height: 480 });
  });

  it("calls an encoding browsers cannot all show unsupported", () => {
    expect(readJpeg(jpegBytes(640, 480, 0xc3))).toMatchObject({ problem: "unsupported" });
  });

  it("finds a JPEG without a frame header unreadable", () => {
    expect(readJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toMatchObject({ problem: "unreadable" });
    expect(readJpeg(new Uint8Array([0xff, 0xd8, 0x00, 0x00, 0x00, 0x00]))).toMatchObject({ problem: "unreadable" });
  });
});

describe("readRasterImage", () => {
  it("reads either type, and says null for anything else", () => {
    expect(readRasterImage(pngBytes(30, 20))).toMatchObject({ contentType: "image/png", width: 30 });
    expect(readRasterImage(jpegBytes(30, 20))).toMatchObject({ contentType: "image/jpeg", height: 20 });
    expect(readRasterImage(new TextEncoder().encode("<svg/>"))).toBeNull();
  });
});
