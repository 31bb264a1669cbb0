import { formatNumber } from "../../i18n/format-number";

const kilobyte = 1024;
const megabyte = 1024 * 1024;

/**
 * A file's size as its picker and the limits say it, in the interface
 * language: "10 Mo" in French, "10 MB" in English, "512 kB" below a megabyte
 * (binary units, as `ticketLimits.attachmentBytes` counts them).
 */
export function formatFileSize(bytes: number): string {
  const [value, unit] =
    bytes >= megabyte ? [bytes / megabyte, "megabyte"] : [Math.max(1, bytes / kilobyte), "kilobyte"];
  return formatNumber(value, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 });
}
