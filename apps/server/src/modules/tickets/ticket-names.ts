import type { Database } from "../../db";
import { findLocationNames, type LocationNames } from "../locations";
import { type EquipmentIdentity, findEquipmentIdentities } from "../monitoring";
import { findPeopleByIds, type PersonRecord } from "../users";
import type { TicketHistoryRecord } from "./ticket-history.repository";
import type { TicketMessageRecord } from "./ticket-messages.repository";
import type { TicketRecord } from "./tickets.repository";

/**
 * The names a page of tickets shows, read from the tables' owners
 * (docs/architecture.md "Who owns which table"): people by the users module,
 * organisms and sites by locations, equipment by monitoring.
 */
export type TicketNames = {
  people: ReadonlyMap<number, PersonRecord>;
  locations: LocationNames;
  equipment: ReadonlyMap<number, EquipmentIdentity>;
};

/** A ticket with its location's names and its people, as the answers show it. */
export type TicketRow = TicketRecord & {
  organismName: string;
  siteName: string | null;
  equipmentModel: string | null;
  equipmentMac: string | null;
  requester: PersonRecord;
  assignee: PersonRecord | null;
  lastAnsweredBy: PersonRecord | null;
};

/** A message with its author. */
export type TicketMessageRow = TicketMessageRecord & { author: PersonRecord };

/** A change with who made it (null: the server). */
export type TicketHistoryRow = TicketHistoryRecord & { actor: PersonRecord | null };

const distinct = (ids: readonly (number | null)[]) => [...new Set(ids.filter((id) => id !== null))];

/**
 * The names of these tickets' people, organisms, sites and equipment, and
 * of `otherPeople` (a conversation's authors, a history's actors): one
 * look-up per owning module whatever the number of tickets, none for an
 * owner with nothing to name.
 */
export async function readTicketNames(
  db: Database,
  tickets: readonly TicketRecord[],
  otherPeople: readonly (number | null)[] = [],
): Promise<TicketNames> {
  const [people, locations, equipment] = await Promise.all([
    findPeopleByIds(
      db,
      distinct([
        ...tickets.flatMap((ticket) => [ticket.requesterId, ticket.assigneeId, ticket.lastAnsweredById]),
        ...otherPeople,
      ]),
    ),
    findLocationNames(db, {
      organismIds: distinct(tickets.map((ticket) => ticket.organismId)),
      siteIds: distinct(tickets.map((ticket) => ticket.siteId)),
    }),
    findEquipmentIdentities(db, distinct(tickets.map((ticket) => ticket.equipmentId))),
  ]);
  return { people, locations, equipment };
}

/**
 * What a row names by a foreign key that keeps it (`restrict`: a requester,
 * an author, an organism, a site; `set null`: the others), so always found.
 */
function found<T>(byId: ReadonlyMap<number, T>, id: number, what: string): T {
  const value = byId.get(id);
  if (value === undefined) throw new Error(`ticket names: no ${what} ${id}`);
  return value;
}

const person = (names: TicketNames, id: number) => found(names.people, id, "user");
const personOrNobody = (names: TicketNames, id: number | null) => (id === null ? null : person(names, id));

/** A ticket of a page with the page's names (`readTicketNames`). */
export function namedTicket(ticket: TicketRecord, names: TicketNames): TicketRow {
  const equipment = ticket.equipmentId === null ? undefined : names.equipment.get(ticket.equipmentId);
  return {
    ...ticket,
    organismName: found(names.locations.organisms, ticket.organismId, "organism"),
    siteName: ticket.siteId === null ? null : found(names.locations.sites, ticket.siteId, "site"),
    equipmentModel: equipment?.model ?? null,
    equipmentMac: equipment?.mac ?? null,
    requester: person(names, ticket.requesterId),
    assignee: personOrNobody(names, ticket.assigneeId),
    lastAnsweredBy: personOrNobody(names, ticket.lastAnsweredById),
  };
}

export function namedMessage(message: TicketMessageRecord, names: TicketNames): TicketMessageRow {
  return { ...message, author: person(names, message.authorId) };
}

export function namedHistoryEntry(entry: TicketHistoryRecord, names: TicketNames): TicketHistoryRow {
  return { ...entry, actor: personOrNobody(names, entry.actorId) };
}
