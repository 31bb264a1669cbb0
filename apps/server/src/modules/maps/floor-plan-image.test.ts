import { describe, expect, it } from "vitest";
import { jpegBytes, pngBytes, svgBytes } from "../../test/floor-plan-images";
import { readFloorPlanImage } from "./floor-plan-image";

const refusalOf = (result: ReturnType<typeof readFloorPlanImage>) => ("refusal" in result ? result.refusal : null);

describe("an uploaded floor plan, read from its bytes", () => {
  it("reads a PNG's size from its IHDR header", () => {
    expect(readFloorPlanImage(pngBytes(1200, 800), "image/png")).toEqual({
      contentType: "image/png",
      width: 1200,
      height: 800,
    });
  });

  it("reads a JPEG's size from its frame header, past the segments before it", () => {
    expect(readFloorPlanImage(jpegBytes(1600, 900), "image/jpeg")).toEqual({
      contentType: "image/jpeg",
      width: 1600,
      height: 900,
    });
    expect(readFloorPlanImage(jpegBytes(640, 480, 0xc2), "image/jpeg")).toMatchObject({ width: 640, height: 480 });
  });

  it("refuses the JPEG encodings browsers cannot all show, and one without a frame header", () => {
    expect(refusalOf(readFloorPlanImage(jpegBytes(640, 480, 0xc3), "image/jpeg"))).toBe("floorPlan.unsupported_type");
    expect(refusalOf(readFloorPlanImage(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), "image/jpeg"))).toBe(
      "floorPlan.unreadable",
    );
  });

  it("reads an SVG's size from its viewBox, else from its width and height", () => {
    expect(readFloorPlanImage(svgBytes('viewBox="0 0 1000 700" width="100%"'), "image/svg+xml")).toEqual({
      contentType: "image/svg+xml",
      width: 1000,
      height: 700,
    });
    const withProlog = `\uFEFF<?xml version="1.0"?>\n<!-- floor 2 -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg" width="1200px" height="900"><rect width="10" height="10"/></svg>`;
    expect(readFloorPlanImage(new TextEncoder().encode(withProlog), "image/svg+xml")).toMatchObject({
      width: 1200,
      height: 900,
    });
    expect(refusalOf(readFloorPlanImage(svgBytes('width="50%" height="10em"'), "image/svg+xml"))).toBe(
      "floorPlan.unreadable",
    );
  });

  it.each([
    ["a script element", "<script>alert(1)</script>"],
    ["a script element in upper case", "<SCRIPT >alert(1)</SCRIPT>"],
    ["an event handler", '<rect onload="alert(1)" width="10" height="10"/>'],
    ["an event handler on the root's sibling", "<image onerror = 'x'/>"],
    ["a javascript: link", '<a href="javascript:alert(1)"><text>x</text></a>'],
    ["a javascript: link hidden by character references", '<a href="java&#x09;script&#58;alert(1)">x</a>'],
    ["a link to another site", '<image href="https://evil.example/x.png"/>'],
    ["an xlink to another site", '<use xlink:href="//evil.example/sprite.svg#a"/>'],
    ["an HTML island", "<foreignObject><iframe src='x'></iframe></foreignObject>"],
    ["a style loading from elsewhere", "<style>rect { fill: url(https://evil.example/a) }</style>"],
    ["a style import", "<style>@import 'x.css';</style>"],
  ])("refuses an SVG with %s", (_case, content) => {
    const result = readFloorPlanImage(svgBytes('viewBox="0 0 1000 700"', content), "image/svg+xml");
    expect(refusalOf(result)).toBe("floorPlan.unsafe_svg");
  });

  it("refuses an SVG declaring entities, and one that is not UTF-8", () => {
    const entities = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg viewBox="0 0 1000 700">&a;</svg>';
    expect(refusalOf(readFloorPlanImage(new TextEncoder().encode(entities), "image/svg+xml"))).toBe(
      "floorPlan.unsafe_svg",
    );
    const latin1 = new Uint8Array([...svgBytes('viewBox="0 0 1000 700"').subarray(0, 40), 0xe9, 0x3e]);
    expect(refusalOf(readFloorPlanImage(latin1, "image/svg+xml"))).toBe("floorPlan.unreadable");
  });

  it("keeps links within the file (a symbol used again)", () => {
    const reused = '<defs><rect id="room" width="80" height="160"/></defs><use href="#room" x="40"/>';
    expect(readFloorPlanImage(svgBytes('viewBox="0 0 1000 700"', reused), "image/svg+xml")).toMatchObject({
      width: 1000,
    });
  });

  it("refuses bytes of another type than the one declared, and of no known type", () => {
    const mismatch = readFloorPlanImage(pngBytes(1000, 700), "image/svg+xml");
    expect(mismatch).toEqual({
      refusal: "floorPlan.type_mismatch",
      message: "The file is a PNG image but was sent as image/svg+xml.",
    });
    expect(refusalOf(readFloorPlanImage(new TextEncoder().encode("GIF89a...."), "image/png"))).toBe(
      "floorPlan.unsupported_type",
    );
    expect(refusalOf(readFloorPlanImage(new Uint8Array(), "image/png"))).toBe("floorPlan.empty");
    expect(refusalOf(readFloorPlanImage(pngBytes(1000, 700).subarray(0, 20), "image/png"))).toBe(
      "floorPlan.unreadable",
    );
  });

  it.each([
    [99, 700],
    [1000, 99],
    [8001, 700],
    [1000, 0],
  ])("refuses a plan of %i × %i (each side from 100 to 8000)", (width, height) => {
    expect(refusalOf(readFloorPlanImage(pngBytes(width, height), "image/png"))).toBe("floorPlan.size_out_of_range");
  });

  it("takes the limits themselves", () => {
    expect(readFloorPlanImage(pngBytes(100, 8000), "image/png")).toMatchObject({ width: 100, height: 8000 });
  });
});
