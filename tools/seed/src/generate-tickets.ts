import {
  addBusinessSeconds,
  type BusinessCalendar,
  defaultSlaTargets,
  isBusinessTime,
  isTicketDone,
  monitoredSiteState,
  type TicketChannel,
  type TicketStatus,
  ticketKinds,
  ticketStatus,
} from "@ondine/domain";
import type { schema } from "@ondine/server/db";
import type { DemoEquipment } from "./demo-inventory";
import type { DemoLocations, DemoOrganism, DemoSite } from "./demo-locations";
import { dayMs, hourMs } from "./demo-moments";
import { type DemoTicketFile, demoTicketFiles } from "./demo-ticket-files";
import { demoTicketSla } from "./demo-ticket-sla";
import { partyOf, planTicketSteps, type TicketStep } from "./demo-ticket-steps";
import { type DemoTicketStory, demoTicketStories } from "./demo-ticket-stories";
import type { DemoUser } from "./demo-users";
import { createRandom, type Random, streamSeed } from "./prng";

// Support tickets (docs/tickets.md#model) on the demo customers' locations,
// opened by their managers holding the `requests` role and answered by the
// support desk, in every status and kind, over the last four months, so
// that the desk's queue and a customer's list have something to show on
// first open: some overdue, some waiting on the customer, a few with files.

const ticketStream = 8;

/** Tickets the seed writes, whatever the scale (the benchmarks add their own volume). */
export const demoTicketCount = 60;

/** A row of `tickets`, its equipment named by MAC address: the equipment's ids are the database's. */
export type DemoTicket = Omit<typeof schema.tickets.$inferSelect, "equipmentId"> & { equipmentMac: string | null };
export type DemoTicketMessage = typeof schema.ticketMessages.$inferSelect;
export type DemoTicketAttachment = typeof schema.ticketAttachments.$inferSelect;
export type DemoTicketHistoryEntry = typeof schema.ticketHistory.$inferSelect;

export interface DemoTickets {
  tickets: DemoTicket[];
  messages: DemoTicketMessage[];
  attachments: DemoTicketAttachment[];
  history: DemoTicketHistoryEntry[];
  files: DemoTicketFile[];
}

export interface DemoTicketsInput {
  locations: DemoLocations;
  users: readonly DemoUser[];
  equipment: readonly DemoEquipment[];
  seed: number;
  now: Date;
  calendar: BusinessCalendar;
}

/** A customer account that asks, and what it may ask about. */
interface Requester {
  user: DemoUser;
  organisms: DemoOrganism[];
  sites: DemoSite[];
  accessPoints: DemoEquipment[];
  /** A deactivated account asked before it left: its tickets are long closed. */
  active: boolean;
}

/** Hours before `now` a ticket ending in each status was opened: the live ones are recent, the closed ones spread over four months. */
const openedHoursAgo: Readonly<Record<TicketStatus, readonly [number, number]>> = {
  [ticketStatus.open]: [0.5, 72],
  [ticketStatus.inProgress]: [2, 5 * 24],
  [ticketStatus.escalated]: [24, 10 * 24],
  [ticketStatus.pending]: [24, 20 * 24],
  [ticketStatus.resolved]: [2 * 24, 60 * 24],
  [ticketStatus.closed]: [7 * 24, 115 * 24],
};

/** Half the open tickets came in within the desk's first-response target: not overdue yet. */
const freshHoursAgo = [0.25, 1.5] as const;

/** A deactivated account's tickets were opened before it left. */
const formerRequesterHoursAgo = [60 * 24, 115 * 24] as const;

/** The statuses the tickets end in, dealt in turn: each status every twelve tickets, the kinds every five. */
const statusDeck: readonly TicketStatus[] = [
  ticketStatus.open,
  ticketStatus.inProgress,
  ticketStatus.closed,
  ticketStatus.pending,
  ticketStatus.resolved,
  ticketStatus.escalated,
  ticketStatus.closed,
  ticketStatus.open,
  ticketStatus.inProgress,
  ticketStatus.closed,
  ticketStatus.pending,
  ticketStatus.resolved,
];

const minuteMs = 60_000;

function isDesk(user: DemoUser): boolean {
  return user.admin || user.roleFlags.includes("support_desk");
}

function requestersOf(users: readonly DemoUser[], locations: DemoLocations, equipment: readonly DemoEquipment[]) {
  return users.flatMap((user): Requester[] => {
    if (isDesk(user) || !user.roleFlags.includes("requests") || user.state === "unconfirmed") return [];
    const organisms = locations.organisms.filter((organism) => user.organismIds.includes(organism.id));
    const sites = locations.sites.filter(
      (site) =>
        site.state === monitoredSiteState &&
        (user.siteIds.includes(site.id) || user.organismIds.includes(site.organismId)),
    );
    if (organisms.length === 0 && sites.length === 0) return [];
    const siteIds = new Set(sites.map((site) => site.id));
    const accessPoints = equipment.filter((item) => item.category === "access_point" && siteIds.has(item.siteId));
    return [{ user, organisms, sites, accessPoints, active: user.state === "confirmed" }];
  });
}

/** The stories a requester can tell: an organism story needs a customer as a whole, an equipment story an access point. */
function storiesFor(requester: Requester): DemoTicketStory[] {
  return demoTicketStories.filter((story) =>
    story.on === "organism"
      ? requester.organisms.length > 0
      : story.on === "equipment"
        ? requester.accessPoints.length > 0
        : requester.sites.length > 0,
  );
}

/** A moment between `from` and `to` hours before `now`, in business hours three times in four (hotels and residences also write at night). */
function openingMoment(random: Random, calendar: BusinessCalendar, now: Date, [from, to]: readonly [number, number]) {
  for (;;) {
    const moment = new Date(now.getTime() - random.int(from * hourMs, to * hourMs));
    if (random.chance(0.25) || isBusinessTime(calendar, moment)) return moment;
  }
}

/** When each step happened from `openedAt`: the desk's delays in business minutes, the customer's on the clock. */
function stepMoments(calendar: BusinessCalendar, openedAt: Date, steps: ReturnType<typeof planTicketSteps>): Date[] {
  const moments: Date[] = [];
  let at = openedAt;
  for (const { step, afterMinutes } of steps) {
    if (step.type !== "opened") {
      at =
        partyOf(step) === "desk"
          ? addBusinessSeconds(calendar, at, afterMinutes * 60)
          : new Date(at.getTime() + afterMinutes * minuteMs);
    }
    moments.push(at);
  }
  return moments;
}

interface DraftEvent {
  at: Date;
  step: TicketStep;
  authorId: number;
}

interface DraftTicket {
  openedAt: Date;
  requester: Requester;
  story: DemoTicketStory;
  status: TicketStatus;
  channel: TicketChannel;
  organismId: number;
  site: DemoSite | null;
  accessPoint: DemoEquipment | null;
  assigneeId: number | null;
  events: DraftEvent[];
}

function fill(text: string, ticket: Pick<DraftTicket, "site" | "accessPoint" | "requester">): string {
  const place = ticket.site?.name ?? ticket.requester.organisms[0]?.name ?? "";
  const equipment = ticket.accessPoint ? `${ticket.accessPoint.model} ${ticket.accessPoint.mac}` : "";
  return text.replaceAll("{site}", place).replaceAll("{equipment}", equipment);
}

function draftTicket(
  index: number,
  random: Random,
  requesters: readonly Requester[],
  desk: readonly DemoUser[],
  input: DemoTicketsInput,
): DraftTicket {
  // A deactivated account asked only about what is long done.
  const dealt = statusDeck[index % statusDeck.length] ?? ticketStatus.open;
  const candidates = isTicketDone(dealt) ? requesters : requesters.filter((candidate) => candidate.active);
  const requester = random.weighted(candidates.map((candidate) => [candidate, candidate.active ? 9 : 3] as const));
  const status = requester.active ? dealt : ticketStatus.closed;
  const kind = ticketKinds[index % ticketKinds.length];
  const feasible = storiesFor(requester);
  const ofKind = feasible.filter((candidate) => candidate.kind === kind);
  const story = random.pick(ofKind.length > 0 ? ofKind : feasible);
  const accessPoint = story.on === "equipment" ? random.pick(requester.accessPoints) : null;
  const site =
    story.on === "organism"
      ? null
      : (requester.sites.find((candidate) => candidate.id === accessPoint?.siteId) ?? random.pick(requester.sites));
  const organismId = site?.organismId ?? random.pick(requester.organisms).id;
  const channel: TicketChannel = random.chance(0.2) ? "email" : "portal";
  const steps = planTicketSteps(story, status, random);
  const window = !requester.active
    ? formerRequesterHoursAgo
    : status === ticketStatus.open && random.chance(0.5)
      ? freshHoursAgo
      : openedHoursAgo[status];
  let openedAt = openingMoment(random, input.calendar, input.now, window);
  let moments = stepMoments(input.calendar, openedAt, steps);
  // Steps that move no status (an assignment, a reminder) that would come after `now` have not happened yet;
  // a course whose status would move after `now` opens a week earlier: same weekday and hour, all of it past.
  const movesStatus = (step: TicketStep) => "status" in step && step.status !== undefined;
  while ((moments.at(-1) ?? openedAt) > input.now) {
    const last = steps.at(-1);
    if (last && !movesStatus(last.step) && last.step.type !== "opened") {
      steps.pop();
      moments.pop();
      continue;
    }
    openedAt = new Date(openedAt.getTime() - 7 * dayMs);
    moments = stepMoments(input.calendar, openedAt, steps);
  }
  const assigneeId = steps.some(({ step }) => step.type === "assigned")
    ? random.weighted(desk.map((member) => [member.id, member.admin ? 1 : 3] as const))
    : null;
  const deskAuthor = () => assigneeId ?? random.pick(desk).id;
  const draft = { openedAt, requester, story, status, channel, organismId, site, accessPoint, assigneeId, events: [] };
  const events = steps.map(({ step }, position): DraftEvent => {
    const at = moments[position] ?? openedAt;
    const text = "text" in step ? fill(step.text, draft) : "";
    const authorId = partyOf(step) === "customer" ? requester.user.id : deskAuthor();
    return { at, step: "text" in step ? { ...step, text } : step, authorId };
  });
  return { ...draft, events };
}

/**
 * The demo's support tickets, a pure function of the locations, accounts,
 * equipment, seed, present and calendar: the same arguments give the same
 * rows. Ids follow time, as the database would have given them; the SLA
 * fields are the domain's clock read at `now`.
 */
export function buildDemoTickets(input: DemoTicketsInput): DemoTickets {
  const random = createRandom(streamSeed(input.seed, ticketStream));
  const requesters = requestersOf(input.users, input.locations, input.equipment);
  const desk = input.users.filter((user) => isDesk(user) && user.state === "confirmed");
  if (requesters.every((requester) => !requester.active) || desk.length === 0) {
    throw new Error("demo tickets: no account holding `requests` on a location, or no support desk");
  }
  const drafts = Array.from({ length: demoTicketCount }, (_, index) =>
    draftTicket(index, random, requesters, desk, input),
  ).sort((a, b) => a.openedAt.getTime() - b.openedAt.getTime());

  const files = demoTicketFiles();
  const tickets: DemoTicket[] = [];
  const messages: DemoTicketMessage[] = [];
  const attachments: DemoTicketAttachment[] = [];
  const history: DemoTicketHistoryEntry[] = [];
  // Every event of every ticket in time order: message and history ids follow it.
  const events = drafts
    .flatMap((draft, position) => draft.events.map((event, order) => ({ ...event, ticketId: position + 1, order })))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.ticketId - b.ticketId || a.order - b.order);
  const state = drafts.map(() => ({ status: ticketStatus.open as TicketStatus, assigneeId: null as number | null }));
  const record = (
    ticketId: number,
    actorId: number | null,
    action: DemoTicketHistoryEntry["action"],
    details: object,
    at: Date,
  ) => history.push({ id: history.length + 1, ticketId, actorId, action, details, createdAt: at });
  const changeStatus = (ticketId: number, actorId: number, to: TicketStatus, at: Date) => {
    const current = state[ticketId - 1];
    if (!current || current.status === to) return;
    record(ticketId, actorId, "status", { from: current.status, to }, at);
    current.status = to;
  };
  for (const { ticketId, step, authorId, at } of events) {
    const draft = drafts[ticketId - 1];
    const current = state[ticketId - 1];
    if (!draft || !current) continue;
    if (step.type === "assigned") {
      record(ticketId, authorId, "assigned", { from: current.assigneeId, to: draft.assigneeId }, at);
      current.assigneeId = draft.assigneeId;
    } else if (step.type === "status") {
      changeStatus(ticketId, authorId, step.status, at);
    } else {
      const id = messages.length + 1;
      const internal = step.type === "note";
      // A ticket opened by mail goes on by mail on the customer's side.
      const channel = partyOf(step) === "customer" && draft.channel === "email" ? "email" : "portal";
      messages.push({ id, ticketId, authorId, body: step.text, internal, channel, createdAt: at });
      const file = step.type === "note" ? undefined : step.file;
      if (file) {
        const use = files[file];
        attachments.push({
          id: attachments.length + 1,
          ticketId,
          messageId: id,
          digest: use.file.digest,
          name: use.name,
          createdAt: at,
        });
      }
      if (step.type === "opened") record(ticketId, authorId, "opened", { status: ticketStatus.open }, at);
      else record(ticketId, authorId, internal ? "noted" : "replied", { message_id: id }, at);
      if (step.type !== "opened" && step.status !== undefined) changeStatus(ticketId, authorId, step.status, at);
    }
  }

  const deskIds = new Set(desk.map((member) => member.id));
  drafts.forEach((draft, position) => {
    const id = position + 1;
    const changes = history
      .filter((entry) => entry.ticketId === id && entry.action === "status")
      .map((entry) => ({ at: entry.createdAt, status: (entry.details as { to: TicketStatus }).to }));
    const publicMessages = messages.filter((message) => message.ticketId === id && !message.internal);
    const deskAnswers = publicMessages.filter((message) => deskIds.has(message.authorId));
    const firstResponseAt = deskAnswers[0]?.createdAt ?? null;
    const { sla, breaches } = demoTicketSla(
      input.calendar,
      defaultSlaTargets[draft.story.kind],
      {
        openedAt: draft.openedAt,
        firstResponseAt,
        statusChanges: [{ at: draft.openedAt, status: ticketStatus.open }, ...changes],
      },
      input.now,
    );
    for (const breach of breaches) record(id, null, "sla_breached", { target: breach.target }, breach.at);
    // Resolved at its first step into resolved or closed since it last lived (kept from resolved to closed).
    let resolvedAt: Date | null = null;
    for (const change of changes) resolvedAt = isTicketDone(change.status) ? (resolvedAt ?? change.at) : null;
    // What the customer sees move: public messages and status changes, not notes or assignments.
    const lastActivityAt = [
      ...publicMessages.map((message) => message.createdAt),
      ...changes.map((change) => change.at),
    ]
      .sort((a, b) => a.getTime() - b.getTime())
      .at(-1);
    tickets.push({
      id,
      locationType: draft.site ? "Site" : "Organism",
      organismId: draft.organismId,
      siteId: draft.site?.id ?? null,
      equipmentMac: draft.accessPoint?.mac ?? null,
      requesterId: draft.requester.user.id,
      assigneeId: draft.assigneeId,
      channel: draft.channel,
      kind: draft.story.kind,
      status: draft.status,
      subject: fill(draft.story.subject, draft),
      siteState: null,
      openedAt: draft.openedAt,
      lastActivityAt: lastActivityAt ?? draft.openedAt,
      firstResponseAt,
      resolvedAt,
      // "Who answered": the desk's last public reply, kept when the customer writes after it (as the server keeps it).
      lastAnsweredById: deskAnswers.at(-1)?.authorId ?? null,
      slaDueAt: sla.next_due_at ? new Date(sla.next_due_at) : null,
      slaFirstResponseBreached: sla.first_response.breached,
      slaResolutionBreached: sla.resolution.breached,
      slaNotified: breaches.map((breach) => breach.target),
    });
  });
  // The SLA check's rows came last: history ids follow time like the others.
  history.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  history.forEach((entry, index) => {
    entry.id = index + 1;
  });
  const used = new Set(attachments.map((attachment) => attachment.digest));
  return {
    tickets,
    messages,
    attachments,
    history,
    files: Object.values(files)
      .map((use) => use.file)
      .filter((file) => used.has(file.digest)),
  };
}
