/**
 * The bench floor's plan: an office floor of rooms along corridors, with
 * doors and room names, drawn as an SVG of `width` x `height` user units (the
 * plan units the equipment is placed in).
 */
export function benchPlanSvg(width: number, height: number): string {
  const wall = 'stroke="#4b5563" stroke-width="3" fill="none"';
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#fbfaf7"/>`,
    `<rect x="6" y="6" width="${width - 12}" height="${height - 12}" stroke="#1f2937" stroke-width="8" fill="none"/>`,
  ];
  const roomWidth = 80;
  const roomDepth = 110;
  const corridor = 40;
  let room = 1;
  for (let top = 20; top + 2 * roomDepth + corridor <= height - 20; top += 2 * roomDepth + corridor + 20) {
    for (const rowTop of [top, top + roomDepth + corridor]) {
      for (let left = 20; left + roomWidth <= width - 20; left += roomWidth) {
        parts.push(`<rect x="${left}" y="${rowTop}" width="${roomWidth}" height="${roomDepth}" ${wall}/>`);
        // A door onto the corridor.
        const doorY = rowTop === top ? rowTop + roomDepth : rowTop;
        parts.push(
          `<line x1="${left + 30}" y1="${doorY}" x2="${left + 52}" y2="${doorY}" stroke="#fbfaf7" stroke-width="5"/>`,
        );
        parts.push(
          `<text x="${left + roomWidth / 2}" y="${rowTop + roomDepth / 2}" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#6b7280">${room}</text>`,
        );
        room += 1;
      }
    }
    parts.push(
      `<rect x="20" y="${top + roomDepth}" width="${width - 40}" height="${corridor}" fill="#eef0f3" stroke="none"/>`,
    );
  }
  parts.push("</svg>");
  return parts.join("\n");
}
