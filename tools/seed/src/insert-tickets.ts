import { type Database, schema } from "@ondine/server/db";
import { inArray } from "drizzle-orm";
import type { DemoData } from "./generate-demo-data";
import { insertAllRows } from "./insert-rows";

/** How many support tickets the seed wrote, for its closing line. */
export interface TicketCounts {
  tickets: number;
  messages: number;
  attachments: number;
  files: number;
  history: number;
}

/**
 * Writes the demo's support tickets after the accounts (requesters, desk)
 * and the network's equipment (a ticket names its equipment by MAC address,
 * its id the database's): the files first, as bytes bound to one statement
 * (two small ones), then the tickets, messages, attachments and history in
 * bulk.
 */
export async function insertTickets(db: Database, data: DemoData): Promise<TicketCounts> {
  const { tickets, messages, attachments, history, files } = data.tickets;
  if (files.length > 0) await db.insert(schema.ticketFiles).values(files);
  const macs = tickets.flatMap((ticket) => (ticket.equipmentMac ? [ticket.equipmentMac] : []));
  const equipment =
    macs.length === 0
      ? []
      : await db
          .select({ id: schema.equipment.id, mac: schema.equipment.mac })
          .from(schema.equipment)
          .where(inArray(schema.equipment.mac, macs));
  const equipmentIds = new Map(equipment.map((item) => [item.mac, item.id]));
  await insertAllRows(
    db,
    schema.tickets,
    tickets.map(({ equipmentMac, ...ticket }) => ({
      ...ticket,
      equipmentId: equipmentMac ? (equipmentIds.get(equipmentMac) ?? null) : null,
    })),
  );
  await insertAllRows(db, schema.ticketMessages, messages);
  await insertAllRows(db, schema.ticketAttachments, attachments);
  await insertAllRows(db, schema.ticketHistory, history);
  return {
    tickets: tickets.length,
    messages: messages.length,
    attachments: attachments.length,
    files: files.length,
    history: history.length,
  };
}
