import type { TimeWindow } from "@ondine/domain";
import { currentLanguage } from "../../../i18n/i18n";

const dayMs = 86_400_000;

/** The time axis' labels: hours over a day, days over a month, months over a year. */
export function timeAxisLabelFormat(window: TimeWindow): (value: number) => string {
  const span = window.stopAt.getTime() - window.startAt.getTime();
  const options: Intl.DateTimeFormatOptions =
    span <= 2 * dayMs
      ? { hour: "2-digit", minute: "2-digit" }
      : span <= 62 * dayMs
        ? { day: "numeric", month: "short" }
        : { month: "short", year: "numeric" };
  const format = new Intl.DateTimeFormat(currentLanguage(), options);
  return (value) => format.format(new Date(value));
}

/** The date at the top of a hover card: "22 nov. 2026, 14:05". */
export function hoverDate(value: number): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(value),
  );
}

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

export interface HoverRow {
  name: string;
  colour: string;
  value: string;
}

/** The hover card of a chart: the date, then each series' coloured name and value. */
export function hoverCardHtml(date: string, rows: readonly HoverRow[]): string {
  const lines = rows.map(
    (row) =>
      `<div style="display:flex;gap:12px;justify-content:space-between;align-items:center">` +
      `<span><span style="display:inline-block;width:8px;height:8px;border-radius:50%;margin-right:6px;background:${escapeHtml(row.colour)}"></span>${escapeHtml(row.name)}</span>` +
      `<strong>${escapeHtml(row.value)}</strong></div>`,
  );
  return `<div style="font-weight:600;margin-bottom:4px">${escapeHtml(date)}</div>${lines.join("")}`;
}
