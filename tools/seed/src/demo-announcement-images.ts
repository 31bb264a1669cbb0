import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";

/** An announcement's picture as the seed stores it: a small landscape PNG, stored once by digest. */
export interface DemoAnnouncementImage {
  digest: string;
  contentType: "image/png";
  image: Uint8Array;
  byteSize: number;
  width: number;
  height: number;
}

type Rgb = readonly [number, number, number];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 of a PNG chunk's type and data (node:zlib's own crc32 is newer than Node 20.19). */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const body = new Uint8Array(4 + data.length);
  body.set(new TextEncoder().encode(type));
  body.set(data, 4);
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(body, 4);
  view.setUint32(8 + data.length, crc32(body));
  return out;
}

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/**
 * A valid PNG (8-bit RGB) of a sky-to-sea gradient between two colours, with
 * a pale horizon band: enough for a portal's preview to show a picture.
 */
export function landscapePng(width: number, height: number, top: Rgb, bottom: Rgb): Uint8Array {
  const stride = 1 + width * 3;
  const raw = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const t = y / Math.max(1, height - 1);
    const horizon = Math.abs(t - 0.6) < 0.03;
    for (let x = 0; x < width; x++) {
      // A slight diagonal shading, so the picture is not one flat band a row.
      const shade = 1 - 0.15 * (x / width);
      const at = y * stride + 1 + x * 3;
      for (let channel = 0; channel < 3; channel++) {
        const value = horizon ? 245 : mix(top[channel] ?? 0, bottom[channel] ?? 0, t) * shade;
        raw[at + channel] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", new Uint8Array(deflateSync(raw))),
    chunk("IEND", new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

function storedImage(png: Uint8Array, width: number, height: number): DemoAnnouncementImage {
  return {
    digest: createHash("sha256").update(png).digest("hex"),
    contentType: "image/png",
    image: png,
    byteSize: png.length,
    width,
    height,
  };
}

/** The demo's pictures: a seaside, a garden and a sunset, 480 × 240 each. */
export function demoAnnouncementImages(): DemoAnnouncementImage[] {
  const palettes: readonly (readonly [Rgb, Rgb])[] = [
    [
      [120, 190, 230],
      [20, 80, 140],
    ],
    [
      [200, 230, 170],
      [40, 110, 60],
    ],
    [
      [250, 190, 110],
      [150, 50, 80],
    ],
  ];
  return palettes.map(([top, bottom]) => storedImage(landscapePng(480, 240, top, bottom), 480, 240));
}
