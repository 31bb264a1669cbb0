import { crc32 } from "node:zlib";
import sharp from "sharp";

// Images a decoder reads whole, made with sharp: since uploads are decoded
// (images/decode-raster-image.ts), a header alone (floor-plan-images.ts) is
// refused as unreadable.

/** A hue of its own per call, so that two fixtures of one size are two pictures (two digests). */
let hue = 0;
const nextColour = () => {
  hue = (hue + 47) % 360;
  return `hsl(${hue}, 60%, 50%)`;
};

const blank = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);

/** A real PNG of that size, in one colour. */
export async function decodablePng(width: number, height: number, colour = nextColour()): Promise<Uint8Array> {
  return bytesOf(await blank(width, height, colour).png().toBuffer());
}

/** A real JPEG of that size, in one colour; `withMetadata` adds what a camera would (EXIF, orientation). */
export async function decodableJpeg(
  width: number,
  height: number,
  withMetadata?: { description: string; orientation: number },
): Promise<Uint8Array> {
  const image = blank(width, height, nextColour()).jpeg();
  if (!withMetadata) return bytesOf(await image.toBuffer());
  return bytesOf(
    await image
      .withExif({ IFD0: { ImageDescription: withMetadata.description } })
      .withMetadata({ orientation: withMetadata.orientation })
      .toBuffer(),
  );
}

/**
 * A real 1 × 1 PNG whose IHDR declares `width` × `height`, its checksum
 * fixed: the header reads as a valid image of that size, which only decoding
 * would show to be false.
 */
export async function pngDeclaring(width: number, height: number): Promise<Uint8Array> {
  const png = new Uint8Array(await decodablePng(1, 1));
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  view.setUint32(16, width);
  view.setUint32(20, height);
  // The CRC covers the chunk's type and data: bytes 12 to 29 of the file.
  view.setUint32(29, crc32(png.subarray(12, 29)));
  return png;
}
