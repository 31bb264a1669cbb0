import { createHash } from "node:crypto";
import type { schema } from "@ondine/server/db";
import { landscapePng } from "./demo-announcement-images";
import type { DemoTicketFileName } from "./demo-ticket-stories";

/** A row of `ticket_files`: an attachment's bytes, stored once by their SHA-256. */
export type DemoTicketFile = typeof schema.ticketFiles.$inferInsert & { content: Uint8Array };

/** An attachment as the demo's messages carry it: the stored bytes and the name it was sent with. */
export interface DemoTicketFileUse {
  file: DemoTicketFile;
  name: string;
}

/** An access point's log, as a customer or the desk would paste one: plain UTF-8 text. */
const accessPointLog = `2026-03-12 21:38:04 wlan0: STA 6c:4b:90:1a:22:f3 IEEE 802.11: disassociated
2026-03-12 21:39:51 poe: power budget exceeded on port 7, port disabled
2026-03-12 21:40:02 system: link down on eth0
2026-03-12 21:52:17 system: link up on eth0 (1000 Mb/s full duplex)
2026-03-12 21:52:48 wlan0: AP-ENABLED
2026-03-12 21:53:10 wlan0: STA 6c:4b:90:1a:22:f3 IEEE 802.11: associated (aid 1)
`;

function stored(content: Uint8Array, contentType: string): DemoTicketFile {
  return {
    digest: createHash("sha256").update(content).digest("hex"),
    contentType,
    byteSize: content.length,
    content,
  };
}

/** The demo's two attachments: a tiny screenshot-like PNG and a short log, each stored once whatever the messages carrying it. */
export function demoTicketFiles(): Record<DemoTicketFileName, DemoTicketFileUse> {
  return {
    screenshot: {
      file: stored(landscapePng(32, 20, [235, 240, 245], [90, 110, 140]), "image/png"),
      name: "capture.png",
    },
    log: { file: stored(new TextEncoder().encode(accessPointLog), "text/plain"), name: "journal-borne.txt" },
  };
}
