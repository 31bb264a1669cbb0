import { wifiQrPayload } from "@ondine/domain";
import { create } from "qrcode";
import { useMemo } from "react";

/** Modules of white around the code, which a camera needs to find its edges (the QR standard asks for 4). */
const quietZone = 4;

/** The dark modules of the code for `payload` as one SVG path, a 1-unit square each. */
function qrPathOf(payload: string): { size: number; path: string } {
  const { modules } = create(payload, { errorCorrectionLevel: "M" });
  let path = "";
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}

interface WifiQrCodeProps {
  ssid: string;
  psk: string;
  /** The image's accessible name ("QR code to join Residence-Private"). */
  label: string;
  className?: string;
}

/**
 * The QR code a phone's camera joins the network with (docs/private-wifi.md#cards):
 * `wifiQrPayload`'s text, drawn here as SVG by `qrcode`, nothing sent anywhere.
 */
export function WifiQrCode({ ssid, psk, label, className }: WifiQrCodeProps) {
  const { size, path } = useMemo(() => qrPathOf(wifiQrPayload(ssid, psk)), [ssid, psk]);
  const side = size + 2 * quietZone;
  return (
    <svg
      className={className}
      viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="wifi-qr"
    >
      <rect x={-quietZone} y={-quietZone} width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
