import { createHash } from "node:crypto";
import {
  defaultSlaTargets,
  isTicketDone,
  type TicketStatus,
  ticketKinds,
  ticketSla,
  ticketStatus,
  ticketStatuses,
} from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue";
import { generateDemoData } from "./generate-demo-data";
import { demoTicketCount } from "./generate-tickets";
import { defaultTicketCalendar } from "./ticket-calendar";

const now = new Date("2026-11-20T10:00:00.000Z");
const dayMs = 86_400_000;

describe("the demo's support tickets", () => {
  const data = generateDemoData(demoCatalogue, 1, { now });
  const { tickets, messages, attachments, history, files } = data.tickets;
  const userOf = new Map(data.users.map((user) => [user.id, user]));
  const siteOf = new Map(data.sites.map((site) => [site.id, site]));
  const isDesk = (id: number | null) => {
    const user = id === null ? undefined : userOf.get(id);
    return user !== undefined && (user.admin || user.roleFlags.includes("support_desk"));
  };
  const historyOf = (ticketId: number) => history.filter((entry) => entry.ticketId === ticketId);
  const messagesOf = (ticketId: number) => messages.filter((message) => message.ticketId === ticketId);

  it("is deterministic for a seed and differs between seeds", () => {
    expect(generateDemoData(demoCatalogue, 1, { now }).tickets).toEqual(data.tickets);
    expect(generateDemoData(demoCatalogue, 2, { now }).tickets.tickets).not.toEqual(tickets);
  });

  it("covers every status and kind, on organisms, sites and equipment, over the last four months", () => {
    expect(tickets).toHaveLength(demoTicketCount);
    expect(new Set(tickets.map((ticket) => ticket.status))).toEqual(new Set(ticketStatuses));
    expect(new Set(tickets.map((ticket) => ticket.kind))).toEqual(new Set(ticketKinds));
    expect(tickets.some((ticket) => ticket.locationType === "Organism" && ticket.siteId === null)).toBe(true);
    expect(tickets.some((ticket) => ticket.locationType === "Site" && ticket.equipmentMac === null)).toBe(true);
    const onEquipment = tickets.filter((ticket) => ticket.equipmentMac !== null);
    expect(onEquipment.length).toBeGreaterThan(0);
    for (const ticket of onEquipment) {
      const item = data.inventory.equipment.find((equipment) => equipment.mac === ticket.equipmentMac);
      expect(item?.siteId).toBe(ticket.siteId);
    }
    for (const ticket of tickets) {
      expect(ticket.openedAt.getTime()).toBeGreaterThan(now.getTime() - 122 * dayMs);
      expect(ticket.lastActivityAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(ticket.lastActivityAt.getTime()).toBeGreaterThanOrEqual(ticket.openedAt.getTime());
    }
    expect(new Set(tickets.map((ticket) => ticket.organismId)).size).toBeGreaterThan(1);
  });

  it("is asked by accounts holding `requests` on the ticket's location, and assigned to the support desk", () => {
    for (const ticket of tickets) {
      const requester = userOf.get(ticket.requesterId);
      expect(requester?.roleFlags).toContain("requests");
      expect(isDesk(ticket.requesterId)).toBe(false);
      const organismIds = requester?.organismIds ?? [];
      const onItsLocation =
        ticket.siteId === null
          ? organismIds.includes(ticket.organismId)
          : requester?.siteIds.includes(ticket.siteId) ||
            organismIds.includes(siteOf.get(ticket.siteId)?.organismId ?? 0);
      expect(onItsLocation, `ticket ${ticket.id}`).toBe(true);
      if (ticket.siteId !== null) expect(siteOf.get(ticket.siteId)?.organismId).toBe(ticket.organismId);
      if (ticket.assigneeId !== null) expect(isDesk(ticket.assigneeId)).toBe(true);
      if (requester?.state === "deactivated") expect(ticket.status).toBe(ticketStatus.closed);
    }
    expect(new Set(tickets.map((ticket) => ticket.assigneeId))).toEqual(new Set([1, 2, null]));
    expect(data.users.find((user) => user.email === "hotels@ondine.example")?.roleFlags).toContain("requests");
    expect(data.users.find((user) => user.email === "residences@ondine.example")?.roleFlags).toContain("requests");
  });

  it("holds conversations of both sides, the desk's internal notes among them", () => {
    for (const ticket of tickets) {
      const conversation = messagesOf(ticket.id);
      expect(conversation[0]).toMatchObject({ authorId: ticket.requesterId, internal: false });
      expect(conversation[0]?.createdAt).toEqual(ticket.openedAt);
      for (const message of conversation) {
        expect(message.authorId === ticket.requesterId || isDesk(message.authorId)).toBe(true);
        if (message.internal) expect(isDesk(message.authorId)).toBe(true);
      }
      const deskAnswers = conversation.filter((message) => !message.internal && isDesk(message.authorId));
      expect(ticket.firstResponseAt).toEqual(deskAnswers[0]?.createdAt ?? null);
      expect(ticket.lastAnsweredById).toBe(deskAnswers.at(-1)?.authorId ?? null);
    }
    expect(messages.some((message) => message.internal)).toBe(true);
    expect(messages.some((message) => message.channel === "email")).toBe(true);
    // Ids follow time, as the database would have given them.
    const times = messages.map((message) => message.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(tickets.map((ticket) => ticket.id)).toEqual(tickets.map((_, index) => index + 1));
    const opened = tickets.map((ticket) => ticket.openedAt.getTime());
    expect(opened).toEqual([...opened].sort((a, b) => a - b));
  });

  it("writes a history entry for each change, in time order, that ends where the ticket stands", () => {
    for (const ticket of tickets) {
      const entries = historyOf(ticket.id);
      expect(entries[0]).toMatchObject({
        action: "opened",
        actorId: ticket.requesterId,
        details: { status: ticketStatus.open },
        createdAt: ticket.openedAt,
      });
      let resolvedAt: Date | null = null;
      let lastMove = ticket.openedAt;
      let status: TicketStatus = ticketStatus.open;
      let assignee: number | null = null;
      for (const entry of entries) {
        const details = entry.details as { from?: unknown; to?: unknown; message_id?: number; target?: string };
        if (entry.action === "status") {
          expect(details.from).toBe(status);
          status = details.to as TicketStatus;
          resolvedAt = isTicketDone(status) ? (resolvedAt ?? entry.createdAt) : null;
          lastMove = entry.createdAt;
        } else if (entry.action === "assigned") {
          expect(details.from).toBe(assignee);
          assignee = details.to as number;
        } else if (entry.action === "replied" || entry.action === "noted") {
          const message = messages.find((candidate) => candidate.id === details.message_id);
          expect(message).toMatchObject({
            ticketId: ticket.id,
            internal: entry.action === "noted",
            authorId: entry.actorId,
            createdAt: entry.createdAt,
          });
          if (entry.action === "replied") lastMove = entry.createdAt;
        } else if (entry.action === "sla_breached") {
          expect(entry.actorId).toBeNull();
          expect(ticket.slaNotified).toContain(details.target);
        }
      }
      expect(status).toBe(ticket.status);
      expect(assignee).toBe(ticket.assigneeId);
      // As the server keeps them: resolved since it first became resolved or closed; active when a customer could see it move.
      expect(ticket.resolvedAt).toEqual(resolvedAt);
      expect(ticket.lastActivityAt).toEqual(lastMove);
      const written = entries.filter((entry) => entry.action === "replied" || entry.action === "noted").length;
      expect(written).toBe(messagesOf(ticket.id).length - 1);
      expect(entries.filter((entry) => entry.action === "sla_breached")).toHaveLength(ticket.slaNotified.length);
    }
    const times = history.map((entry) => entry.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(history.map((entry) => entry.id)).toEqual(history.map((_, index) => index + 1));
  });

  it("stores the SLA the domain's clock reads at the seed's present: some overdue, some waiting on the customer", () => {
    for (const ticket of tickets) {
      const statusChanges = [
        { at: ticket.openedAt, status: ticketStatus.open as TicketStatus },
        ...historyOf(ticket.id)
          .filter((entry) => entry.action === "status")
          .map((entry) => ({ at: entry.createdAt, status: (entry.details as { to: TicketStatus }).to })),
      ];
      const sla = ticketSla(
        defaultTicketCalendar(),
        defaultSlaTargets[ticket.kind],
        { openedAt: ticket.openedAt, firstResponseAt: ticket.firstResponseAt, statusChanges },
        now,
      );
      expect(ticket.slaDueAt?.toISOString() ?? null, `ticket ${ticket.id}`).toBe(sla.next_due_at);
      expect(ticket.slaFirstResponseBreached).toBe(sla.first_response.breached);
      expect(ticket.slaResolutionBreached).toBe(sla.resolution.breached);
      expect(ticket.slaNotified).toEqual(
        (["first_response", "resolution"] as const).filter((target) => sla[target].breached),
      );
    }
    const live = tickets.filter((ticket) => !isTicketDone(ticket.status as TicketStatus));
    const overdue = live.filter((ticket) => ticket.slaDueAt !== null && ticket.slaDueAt < now);
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.length).toBeLessThan(live.length);
    const pending = tickets.filter((ticket) => ticket.status === ticketStatus.pending);
    expect(pending.length).toBeGreaterThan(0);
    for (const ticket of pending) expect(ticket.slaDueAt).toBeNull();
  });

  it("attaches a small PNG and a text log, each stored once by its digest", () => {
    expect(files.map((file) => file.contentType).sort()).toEqual(["image/png", "text/plain"]);
    for (const file of files) {
      expect(createHash("sha256").update(file.content).digest("hex")).toBe(file.digest);
      expect(file.byteSize).toBe(file.content.length);
      expect(file.byteSize).toBeLessThan(4096);
    }
    const png = files.find((file) => file.contentType === "image/png");
    expect([...(png?.content.slice(0, 8) ?? [])]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(attachments.length).toBeGreaterThan(files.length);
    for (const attachment of attachments) {
      const message = messages.find((candidate) => candidate.id === attachment.messageId);
      expect(message).toMatchObject({
        ticketId: attachment.ticketId,
        internal: false,
        createdAt: attachment.createdAt,
      });
      expect(files.some((file) => file.digest === attachment.digest)).toBe(true);
    }
  });
});
