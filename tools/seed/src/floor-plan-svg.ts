import { floorPlanSize } from "@ondine/domain";
import { centreOf, doorWidth, type FloorLayout, type LayoutRoom } from "./floor-plan-layout";

/** What a floor's labels say: its rooms' names, by the room. */
export type RoomLabel = (room: LayoutRoom) => string;

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A path of straight runs: `M x y h dx` for each, in one `d` attribute. */
const runs = (parts: string[]) => parts.join("");

/**
 * The part of a building's plan its floors share: walls, rooms, doors,
 * stairs and lift, in light greys. Built once a building, then each floor
 * adds its labels (`floorPlanSvg`).
 */
export function floorPlanShell(layout: FloorLayout): { head: string; tail: string } {
  const { width, height } = floorPlanSize;
  const { outline, corridor } = layout;
  const rooms = layout.rooms
    .map(({ rect }) => `<rect x="${rect.x}" y="${rect.y}" width="${rect.width}" height="${rect.height}"/>`)
    .join("");
  // A door: a gap in the corridor's wall, and its leaf opening into the room.
  const gaps: string[] = [];
  const leaves: string[] = [];
  for (const room of layout.rooms) {
    // A pitch of the grounds opens on the alley all along.
    if (room.doorX === null || layout.grounds) continue;
    const wallY = room.side === "north" ? corridor.y : corridor.y + corridor.height;
    const into = room.side === "north" ? -doorWidth : doorWidth;
    gaps.push(`M${room.doorX} ${wallY}h${doorWidth}`);
    leaves.push(`M${room.doorX} ${wallY}v${into}`);
  }
  const core: string[] = [];
  for (const room of layout.rooms) {
    const { x, y, width: w, height: h } = room.rect;
    if (room.use === "stairs") {
      const steps = Array.from(
        { length: Math.floor((h - 16) / 12) },
        (_, i) => `M${x + 8} ${y + 8 + 12 * (i + 1)}h${w - 16}`,
      );
      core.push(`<path d="${runs(steps)}M${x + w / 2} ${y + 8}v${h - 16}"/>`);
    } else if (room.use === "lift") {
      core.push(`<path d="M${x + 8} ${y + 8}l${w - 16} ${h - 16}m0 ${-(h - 16)}l${-(w - 16)} ${h - 16}"/>`);
    }
  }
  const roomStyle = layout.grounds
    ? 'fill="#f1f4ef" stroke="#c9cec6" stroke-width="2" stroke-dasharray="8 6"'
    : 'fill="#f3f3f3" stroke="#c2c2c2" stroke-width="3"';
  const head =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#fbfbfb"/>` +
    `<g ${roomStyle}>${rooms}</g>` +
    `<rect x="${corridor.x}" y="${corridor.y}" width="${corridor.width}" height="${corridor.height}" fill="#e9e9e9"/>` +
    (gaps.length > 0
      ? `<path d="${runs(gaps)}" stroke="#e9e9e9" stroke-width="5"/><path d="${runs(leaves)}" stroke="#b4b4b4" stroke-width="1.5"/>`
      : "") +
    (core.length > 0 ? `<g fill="none" stroke="#b4b4b4" stroke-width="1.5">${core.join("")}</g>` : "") +
    `<rect x="${outline.x}" y="${outline.y}" width="${outline.width}" height="${outline.height}" fill="none" stroke="#a3a3a3" stroke-width="${layout.grounds ? 3 : 7}"/>` +
    '<g font-family="Arial, Helvetica, sans-serif" font-size="13" fill="#8c8c8c" text-anchor="middle">';
  return { head, tail: "</g></svg>" };
}

/** One floor's plan: its building's shell and its own labels, in the middle of each room. */
export function floorPlanSvg(shell: { head: string; tail: string }, layout: FloorLayout, label: RoomLabel): string {
  let labels = "";
  for (const room of layout.rooms) {
    const text = label(room);
    if (text === "") continue;
    const { x, y } = centreOf(room.rect);
    labels += `<text x="${Math.round(x)}" y="${Math.round(y) + 4}">${escapeText(text)}</text>`;
  }
  return shell.head + labels + shell.tail;
}
