// The text of a space's QR card (docs/private-wifi.md#cards): the Wi-Fi
// network format phones read from a camera (ZXing's, which Android and iOS
// follow), `WIFI:T:WPA;S:<ssid>;P:<key>;;`. In the SSID and the key, `\`,
// `;`, `,`, `"` and `:` are escaped with a backslash.

function escapeWifiField(text: string): string {
  return text.replace(/([\\;,":])/g, "\\$1");
}

/** What the card's QR code holds for the site's private SSID and the space's key. */
export function wifiQrPayload(ssid: string, key: string): string {
  return `WIFI:T:WPA;S:${escapeWifiField(ssid)};P:${escapeWifiField(key)};;`;
}

/** The SSID and key a payload of {@link wifiQrPayload} holds, or undefined: how the tests read a scanned card. */
export function readWifiQrPayload(payload: string): { ssid: string; key: string } | undefined {
  if (!payload.startsWith("WIFI:") || !payload.endsWith(";;")) return undefined;
  const fields = new Map<string, string>();
  let index = "WIFI:".length;
  while (index < payload.length - 1) {
    const colon = payload.indexOf(":", index);
    if (colon < 0) return undefined;
    const name = payload.slice(index, colon);
    let value = "";
    let cursor = colon + 1;
    while (cursor < payload.length && payload[cursor] !== ";") {
      if (payload[cursor] === "\\") cursor += 1;
      value += payload[cursor] ?? "";
      cursor += 1;
    }
    fields.set(name, value);
    index = cursor + 1;
    if (payload[index] === ";") break;
  }
  const ssid = fields.get("S");
  const key = fields.get("P");
  return ssid !== undefined && key !== undefined ? { ssid, key } : undefined;
}
