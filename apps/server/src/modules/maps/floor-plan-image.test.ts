import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { sanitizeSvg } from "../../images/svg-sanitizer";
import { jpegBytes, pngBytes, svgBytes } from "../../test/floor-plan-images";
import { readFloorPlanImage } from "./floor-plan-image";

const refusalOf = (result: ReturnType<typeof readFloorPlanImage>) => ("refusal" in result ? result.refusal : null);
const readSvgText = (text: string) => readFloorPlanImage(new TextEncoder().encode(text), "image/svg+xml");

/** The SVG text a plan is stored as; the test fails when the plan was refused. */
function storedText(result: ReturnType<typeof readFloorPlanImage>): string {
  if ("refusal" in result) throw new Error(`refused: ${result.message}`);
  return new TextDecoder().decode(result.bytes);
}

const svgRoot = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 700">';

describe("an uploaded floor plan, read from its bytes", () => {
  it("reads a PNG's size from its IHDR header, and keeps its bytes as sent", () => {
    const png = pngBytes(1200, 800);
    expect(readFloorPlanImage(png, "image/png")).toEqual({
      contentType: "image/png",
      width: 1200,
      height: 800,
      bytes: png,
    });
  });

  it("reads a JPEG's size from its frame header, past the segments before it", () => {
    const jpeg = jpegBytes(1600, 900);
    expect(readFloorPlanImage(jpeg, "image/jpeg")).toEqual({
      contentType: "image/jpeg",
      width: 1600,
      height: 900,
      bytes: jpeg,
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
    const plain = svgBytes('viewBox="0 0 1000 700" width="100%"');
    // Written in the serializer's own form, a clean SVG is stored byte for byte as sent.
    expect(readFloorPlanImage(plain, "image/svg+xml")).toEqual({
      contentType: "image/svg+xml",
      width: 1000,
      height: 700,
      bytes: plain,
    });
    const withProlog = `\uFEFF<?xml version="1.0"?>\n<!-- floor 2 -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg" width="1200px" height="900"><rect width="10" height="10"/></svg>`;
    const read = readSvgText(withProlog);
    expect(read).toMatchObject({ width: 1200, height: 900 });
    expect(storedText(read)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200px" height="900"><rect width="10" height="10"/></svg>',
    );
    expect(refusalOf(readFloorPlanImage(svgBytes('width="50%" height="10em"'), "image/svg+xml"))).toBe(
      "floorPlan.unreadable",
    );
    expect(
      refusalOf(readFloorPlanImage(svgBytes(`width="1000${" ".repeat(100_000)}x" height="7"`), "image/svg+xml")),
    ).toBe("floorPlan.unreadable");
  });

  it.each([
    ["a script element", "<script>alert(1)</script>"],
    ["a script element in upper case", "<SCRIPT >alert(1)</SCRIPT>"],
    ["a script element of a prefix bound to SVG", '<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'],
    ["an XHTML script element", '<script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script>'],
    ["an event handler", '<rect onload="alert(1)" width="10" height="10"/>'],
    ["an event handler on the root's sibling", "<image onerror = 'x'/>"],
    [
      "an event handler set by animation",
      '<rect width="10" height="10"><set attributeName="onmouseover" to="alert(1)"/></rect>',
    ],
    ["a link rewritten by animation", '<a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'],
    ["a transform animation", '<g><animateTransform attributeName="transform" type="rotate" to="90"/></g>'],
    ["a javascript: link", '<a href="javascript:alert(1)"><text>x</text></a>'],
    ["a javascript: link hidden by character references", '<a href="java&#x09;script&#58;alert(1)">x</a>'],
    ["a link to another site", '<image href="https://evil.example/x.png"/>'],
    [
      "an xlink to another site",
      '<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="//evil.example/sprite.svg#a"/>',
    ],
    ["a link a browser reads as another site's", '<image href="\\\\evil.example/x.png"/>'],
    ["a link to a file beside it (an editor's linked image)", '<image href="plan.png" width="10" height="10"/>'],
    ["an embedded SVG image", '<image href="data:image/svg+xml;base64,PHN2Zz4="/>'],
    ["an HTML island", "<foreignObject><iframe src='x'></iframe></foreignObject>"],
    [
      "an HTML island of a prefix bound to SVG",
      '<s:foreignObject xmlns:s="http://www.w3.org/2000/svg"><p xmlns="http://www.w3.org/1999/xhtml">x</p></s:foreignObject>',
    ],
    ["a style loading from elsewhere", "<style>rect { fill: url(https://evil.example/a) }</style>"],
    ["a style loading from a relative address", "<style>rect { fill: url( 'a.svg#b' ) }</style>"],
    ["a style import", "<style>@import 'x.css';</style>"],
    ["a style import spelled with an escape", "<style>@\\69mport 'https://evil.example/x.css';</style>"],
    ["a style import split by CDATA", "<style>@im<![CDATA[port]]> 'x.css';</style>"],
    ["a style import split by a dropped element", "<style>@im<b>x</b>port 'x.css';</style>"],
    ["an escaped address in a style attribute", '<rect style="fill: url(\\68ttps://evil.example/a)"/>'],
    ["an image set in a style", '<style>rect { background: image-set("https://evil.example/a.png" 1x) }</style>'],
    ["a vendor image set in a style", "<rect style=\"background: -webkit-image-set('a.png' 1x)\"/>"],
    ["a CSS expression", '<rect style="width: expression(alert(1))"/>'],
    ["a binding", "<style>rect { -moz-binding: none }</style>"],
    ["a behavior", "<style>rect { behavior : none }</style>"],
    ["a presentation attribute loading from elsewhere", '<rect fill="url(https://evil.example/p.svg#a)"/>'],
  ])("refuses an SVG with %s", (_case, content) => {
    const result = readFloorPlanImage(svgBytes('viewBox="0 0 1000 700"', content), "image/svg+xml");
    expect(refusalOf(result)).toBe("floorPlan.unsafe_svg");
    expect(result).toMatchObject({
      message: expect.stringMatching(/^The SVG image holds .+, which a floor plan may not\.$/),
    });
  });

  it("says what the SVG holds", () => {
    const cases: [string, string][] = [
      ['<s:script xmlns:s="http://www.w3.org/2000/svg"/>', "a script element"],
      ['<set attributeName="onmouseover" to="x"/>', "an animation element (set)"],
      ['<rect onclick="x"/>', "an event handler attribute (on...=)"],
      ['<a href=" JaVa&#10;Script:x"/>', "a javascript: address"],
      ['<rect style="fill: red; \\66ill: blue"/>', "a CSS escape (\\)"],
    ];
    for (const [content, holds] of cases) {
      expect(readFloorPlanImage(svgBytes('viewBox="0 0 1000 700"', content), "image/svg+xml")).toEqual({
        refusal: "floorPlan.unsafe_svg",
        message: `The SVG image holds ${holds}, which a floor plan may not.`,
      });
    }
  });

  it("refuses an SVG declaring entities, one using an undeclared entity, and one that is not UTF-8", () => {
    const entities = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg viewBox="0 0 1000 700">&a;</svg>';
    expect(refusalOf(readSvgText(entities))).toBe("floorPlan.unsafe_svg");
    const attributesDeclared = `<!DOCTYPE svg [<!ATTLIST rect onclick CDATA "alert(1)">]>${svgRoot}<rect/></svg>`;
    expect(refusalOf(readSvgText(attributesDeclared))).toBe("floorPlan.unsafe_svg");
    expect(readSvgText(`${svgRoot}<text>&nbsp;</text></svg>`)).toEqual({
      refusal: "floorPlan.unreadable",
      message: "The SVG image is not well-formed XML (1:75: undefined entity.).",
    });
    const latin1 = new Uint8Array([...svgBytes('viewBox="0 0 1000 700"').subarray(0, 40), 0xe9, 0x3e]);
    expect(refusalOf(readFloorPlanImage(latin1, "image/svg+xml"))).toBe("floorPlan.unreadable");
  });

  it("reads a document type naming an outside DTD without loading it, and drops it", () => {
    const external = `<!DOCTYPE svg SYSTEM "https://evil.example/x.dtd">${svgRoot}<rect width="10" height="10"/></svg>`;
    const stored = storedText(readSvgText(external));
    expect(stored).toBe(`${svgRoot}<rect width="10" height="10"/></svg>`);
  });

  it("refuses what is not well-formed XML, or whose root is not SVG's <svg>", () => {
    const cases = [
      `${svgRoot}<rect></svg>`,
      `${svgRoot}<s:rect/></svg>`,
      `${svgRoot}</svg><svg/>`,
      '<svg xmlns="urn:other" viewBox="0 0 1000 700"/>',
      '<html><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 700"/></html>',
    ];
    for (const text of cases) expect(refusalOf(readSvgText(text)), text).toBe("floorPlan.unreadable");
  });

  it("resolves namespaces as XML does, each prefix within the element that declares it", () => {
    const scoped =
      '<g xmlns:s="http://www.w3.org/2000/svg"><s:rect width="1" height="1"/></g>' +
      '<g xmlns=""><rect width="2" height="2"/></g>' +
      '<x:g xmlns:x="urn:other"><rect width="3" height="3"/></x:g>';
    expect(storedText(readSvgText(`${svgRoot}${scoped}</svg>`))).toBe(
      `${svgRoot}<g><rect width="1" height="1"/></g></svg>`,
    );
    const cases = [
      // The prefix is out of scope once its element ends.
      `${svgRoot}<g xmlns:s="http://www.w3.org/2000/svg"/><s:rect/></svg>`,
      `${svgRoot}<rect xmlns:xml="urn:other"/></svg>`,
      `${svgRoot}<rect xmlns:p=""/></svg>`,
      `${svgRoot}<rect a:b:c="1" xmlns:a="urn:a"/></svg>`,
      // One name twice under two prefixes.
      `${svgRoot}<use xmlns:a="http://www.w3.org/1999/xlink" xmlns:b="http://www.w3.org/1999/xlink" a:href="#a" b:href="#b"/></svg>`,
    ];
    for (const text of cases) expect(refusalOf(readSvgText(text)), text).toBe("floorPlan.unreadable");
  });

  it("takes a root <svg> without xmlns as SVG, and stores it with the namespace", () => {
    expect(storedText(readSvgText('<svg viewBox="0 0 1000 700"><rect width="1" height="1"/></svg>'))).toBe(
      `${svgRoot}<rect width="1" height="1"/></svg>`,
    );
  });

  it("keeps links within the file (a symbol used again) and embedded PNG or JPEG images", () => {
    const reused =
      '<defs><rect id="room" width="80" height="160"/></defs><use href="#room" x="40"/>' +
      '<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href=" #room" fill="url(#wall)"/>' +
      '<image width="10" height="10" href="data:image/png;base64,iVBORw0KGgo="/>';
    const stored = storedText(readFloorPlanImage(svgBytes('viewBox="0 0 1000 700"', reused), "image/svg+xml"));
    expect(stored).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 1000 700">' +
        '<defs><rect id="room" width="80" height="160"/></defs><use href="#room" x="40"/>' +
        '<use xlink:href=" #room" fill="url(#wall)"/>' +
        '<image width="10" height="10" href="data:image/png;base64,iVBORw0KGgo="/></svg>',
    );
  });

  it("stores an editor's export without the editor's own parts, comments, unknown elements and attributes", () => {
    const inkscape = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<?xml-stylesheet href="https://evil.example/x.css" type="text/css"?>
<svg
   width="1000"
   height="700"
   viewBox="0 0 1000 700"
   version="1.1"
   id="svg1"
   inkscape:version="1.3 (0e150ed6c4, 2023-07-21)"
   sodipodi:docname="floor-2.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns="http://www.w3.org/2000/svg"
   xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
   xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview id="namedview1" pagecolor="#ffffff" inkscape:zoom="0.5">
    <inkscape:page x="0" y="0" width="1000" height="700" id="page1" />
  </sodipodi:namedview>
  <defs id="defs1"><linearGradient id="wall"><stop offset="0" style="stop-color:#c2c2c2;stop-opacity:1" /></linearGradient></defs>
  <metadata id="metadata1"><rdf:RDF><cc:Work rdf:about=""><dc:title>Floor 2</dc:title></cc:Work></rdf:RDF></metadata>
  <g inkscape:label="Walls" inkscape:groupmode="layer" id="layer1" data-x="1" tabindex="0">
    <svg:rect style="fill:url(#wall);stroke:#000000" id="rect1" width="900" height="600" x="50" y="50" />
    <flowRoot><flowPara>Old Inkscape text</flowPara></flowRoot>
    <text xml:space="preserve" x="100" y="100" sodipodi:role="line">Room 201</text>
  </g>
</svg>
`;
    const result = readSvgText(inkscape);
    expect(result).toMatchObject({ contentType: "image/svg+xml", width: 1000, height: 700 });
    const stored = storedText(result);
    for (const dropped of [
      "sodipodi",
      "inkscape",
      "rdf",
      "metadata",
      "Floor 2",
      "flow",
      "Old Inkscape",
      "<!--",
      "<?xml",
      "evil",
    ]) {
      expect(stored).not.toContain(dropped);
    }
    for (const dropped of ["data-x", "tabindex"]) expect(stored).not.toContain(dropped);
    expect(stored).toContain('<rect style="fill:url(#wall);stroke:#000000" id="rect1"');
    expect(stored).toContain('<text xml:space="preserve" x="100" y="100">Room 201</text>');
    // The output is XML the reader takes again unchanged.
    expect(sanitizeSvg(stored)).toMatchObject({ svg: stored });
  });

  it("writes text and attribute values escaped", () => {
    const content =
      '<text font-family=\'"Segoe UI", Arial\' x="1">a &lt; b &amp; c > d <![CDATA[<e> & f]]></text>' +
      "<style>g > rect { fill: red }</style>" +
      '<title id="a&#10;b">&lt;script&gt;</title>';
    const stored = storedText(readFloorPlanImage(svgBytes('viewBox="0 0 1000 700"', content), "image/svg+xml"));
    expect(stored).toBe(
      `${svgRoot}<text font-family="&quot;Segoe UI&quot;, Arial" x="1">a &lt; b &amp; c &gt; d &lt;e&gt; &amp; f</text>` +
        "<style>g &gt; rect { fill: red }</style>" +
        '<title id="a&#10;b">&lt;script&gt;</title></svg>',
    );
    expect(sanitizeSvg(stored)).toMatchObject({ svg: stored });
  });

  it("answers at once on comments before the root, which made the old pattern backtrack", () => {
    for (const count of [29, 5_000]) {
      const text = `${"<!-- -->".repeat(count)}${svgRoot}<rect width="1" height="1"/></svg>`;
      const started = performance.now();
      const result = readSvgText(text);
      const took = performance.now() - started;
      expect(result, `${count} comments`).toMatchObject({ width: 1000, height: 700 });
      // Generous for a slow machine: the old pattern took 8 s at 29 comments and doubled with each one more.
      expect(took, `${count} comments`).toBeLessThan(1_000);
    }
  });

  it("refuses an SVG of too many elements, nested too deep, or too large once written again, as unreadable", () => {
    const many = `${svgRoot}${"<g/>".repeat(200_000)}</svg>`;
    expect(readSvgText(many)).toEqual({
      refusal: "floorPlan.unreadable",
      message: "The SVG image holds more than 200000 elements.",
    });
    const deep = `${svgRoot}${"<g>".repeat(256)}${"</g>".repeat(256)}</svg>`;
    expect(readSvgText(deep)).toEqual({
      refusal: "floorPlan.unreadable",
      message: "The SVG image nests its elements more than 256 deep.",
    });
    const deepest = `${svgRoot}${"<g>".repeat(255)}${"</g>".repeat(255)}</svg>`;
    expect(readSvgText(deepest)).toMatchObject({ width: 1000 });
    // A ">" is written "&gt;": 1.5 MiB of them would be stored as 6 MiB.
    const growing = `${svgRoot}<text>${">".repeat(1_572_864)}</text></svg>`;
    expect(readSvgText(growing)).toEqual({
      refusal: "floorPlan.unreadable",
      message: "The SVG image, once cleaned, is over the 5 MiB a floor plan may weigh.",
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
