import {
  addBusinessSeconds,
  type BusinessCalendar,
  defaultSlaTargets,
  isBusinessTime,
  isTicketDone,
  type TicketKind,
  type TicketStatus,
  ticketKinds,
  ticketSla,
  ticketStatus,
} from "@ondine/domain";
import type { schema } from "@ondine/server/db";
import type { Random } from "../../seed/src/prng";

// The tickets the support-queue bench reads (docs/performance.md#tickets-queue):
// each a plausible course (opened, answered, paused, escalated, resolved,
// closed) cut at `now`, so that the old ones are mostly done and the live
// ones recent, with the SLA columns the domain's clock reads from it, as
// the server writes them at every change.

export type BenchTicketRow = typeof schema.tickets.$inferInsert & { id: number };
export type BenchHistoryRow = typeof schema.ticketHistory.$inferInsert;

/** Where tickets are opened, and by and for whom. */
export interface BenchTicketWorld {
  sites: readonly { id: number; organismId: number; name: string }[];
  /** Each organism's requester (an account holding `requests` on it). */
  requesterOf: ReadonlyMap<number, number>;
  /** The support desk's members, to assign to. */
  desk: readonly number[];
  /** Each site's access points, by id. */
  accessPointsOf: ReadonlyMap<number, readonly number[]>;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
/** Tickets are opened over the last four months. */
const historyDays = 120;

const subjects = [
  "Plus de Wi-Fi dans les étages",
  "Borne injoignable depuis ce matin",
  "Connexion très lente le soir",
  "Impossible d'imprimer les codes à la réception",
  "Paiement en ligne refusé sur le portail",
  "Question sur la facture du mois dernier",
  "Commande de bornes de remplacement",
  "Rouleaux de papier pour les imprimantes de codes",
  "Formation de nos équipes à la console",
  "Statistiques de fréquentation du site",
  "Redémarrages en boucle d'un switch",
  "Ajout d'un nouvel établissement au contrat",
];

/** Past this age a ticket is almost always done: the desk keeps its backlog short. */
const settledDays = 21;

/** The status a course heads for; cut at `now`, recent ones end earlier on their way. */
const plannedStatuses: readonly (readonly [TicketStatus, number])[] = [
  [ticketStatus.closed, 55],
  [ticketStatus.resolved, 12],
  [ticketStatus.inProgress, 12],
  [ticketStatus.open, 8],
  [ticketStatus.pending, 8],
  [ticketStatus.escalated, 5],
];

const settledStatuses: readonly (readonly [TicketStatus, number])[] = [
  [ticketStatus.closed, 80],
  [ticketStatus.resolved, 12],
  [ticketStatus.pending, 3],
  [ticketStatus.inProgress, 3],
  [ticketStatus.escalated, 1],
  [ticketStatus.open, 1],
];

function openingMoment(random: Random, calendar: BusinessCalendar, now: Date): Date {
  for (;;) {
    const moment = new Date(now.getTime() - random.int(10 * minuteMs, historyDays * dayMs));
    if (random.chance(0.25) || isBusinessTime(calendar, moment)) return moment;
  }
}

/** The status changes of a course heading for `planned`, the desk's first answer among them (null: none). */
function plannedCourse(
  random: Random,
  calendar: BusinessCalendar,
  kind: TicketKind,
  openedAt: Date,
  planned: TicketStatus,
): { firstResponseAt: Date | null; changes: { at: Date; status: TicketStatus }[] } {
  if (planned === ticketStatus.open) return { firstResponseAt: null, changes: [] };
  const after = (from: Date, minSeconds: number, maxSeconds: number) =>
    addBusinessSeconds(calendar, from, random.int(minSeconds, maxSeconds));
  const firstResponseAt = after(openedAt, 300, random.chance(0.8) ? 7_000 : 30_000);
  const changes: { at: Date; status: TicketStatus }[] = [];
  if (planned === ticketStatus.pending) {
    changes.push({ at: firstResponseAt, status: ticketStatus.pending });
    return { firstResponseAt, changes };
  }
  changes.push({ at: firstResponseAt, status: ticketStatus.inProgress });
  if (planned === ticketStatus.escalated) changes.push({ at: after(firstResponseAt, 3_600, 60_000), status: planned });
  if (!isTicketDone(planned)) return { firstResponseAt, changes };
  const resolution = defaultSlaTargets[kind].resolutionSeconds;
  const resolvedAt = after(firstResponseAt, 3_600, Math.round(resolution * 1.3));
  changes.push({ at: resolvedAt, status: ticketStatus.resolved });
  if (planned === ticketStatus.closed) {
    changes.push({ at: new Date(resolvedAt.getTime() + random.int(hourMs, 5 * dayMs)), status: planned });
  }
  return { firstResponseAt, changes };
}

/**
 * One ticket, `id`, and its history (opened, assigned, each status), as
 * the server would have written them by `now`.
 */
export function benchTicket(
  id: number,
  random: Random,
  world: BenchTicketWorld,
  calendar: BusinessCalendar,
  now: Date,
): { ticket: BenchTicketRow; history: BenchHistoryRow[] } {
  const site = random.pick(world.sites);
  const onOrganism = random.chance(0.15);
  const accessPoints = world.accessPointsOf.get(site.id) ?? [];
  const equipmentId = !onOrganism && accessPoints.length > 0 && random.chance(0.05) ? random.pick(accessPoints) : null;
  const kind = random.pick(ticketKinds);
  const openedAt = openingMoment(random, calendar, now);
  const settled = now.getTime() - openedAt.getTime() > settledDays * dayMs;
  const planned = random.weighted(settled ? settledStatuses : plannedStatuses);
  const course = plannedCourse(random, calendar, kind, openedAt, planned);
  // What had happened by `now`.
  const firstResponseAt = course.firstResponseAt && course.firstResponseAt <= now ? course.firstResponseAt : null;
  const changes = course.changes.filter((change) => change.at <= now);
  const status = changes.at(-1)?.status ?? ticketStatus.open;
  const sla = ticketSla(
    calendar,
    defaultSlaTargets[kind],
    { openedAt, firstResponseAt, statusChanges: [{ at: openedAt, status: ticketStatus.open }, ...changes] },
    now,
  );
  const requesterId = world.requesterOf.get(site.organismId);
  if (requesterId === undefined) throw new Error(`No requester for organism ${site.organismId}`);
  const assigneeId = firstResponseAt || random.chance(0.4) ? random.pick(world.desk) : null;
  let resolvedAt: Date | null = null;
  for (const change of changes) resolvedAt = isTicketDone(change.status) ? (resolvedAt ?? change.at) : null;
  const lastActivityAt = [openedAt, firstResponseAt, ...changes.map((change) => change.at)]
    .filter((moment): moment is Date => moment !== null)
    .reduce((latest, moment) => (moment > latest ? moment : latest));
  const history: BenchHistoryRow[] = [
    {
      ticketId: id,
      actorId: requesterId,
      action: "opened",
      details: { status: ticketStatus.open },
      createdAt: openedAt,
    },
  ];
  if (assigneeId !== null) {
    history.push({
      ticketId: id,
      actorId: assigneeId,
      action: "assigned",
      details: { from: null, to: assigneeId },
      createdAt: new Date(Math.min(openedAt.getTime() + 10 * minuteMs, (firstResponseAt ?? now).getTime())),
    });
  }
  let from: TicketStatus = ticketStatus.open;
  for (const change of changes) {
    history.push({
      ticketId: id,
      actorId: assigneeId,
      action: "status",
      details: { from, to: change.status },
      createdAt: change.at,
    });
    from = change.status;
  }
  const breached = (["first_response", "resolution"] as const).filter((target) => sla[target].breached);
  return {
    ticket: {
      id,
      locationType: onOrganism ? "Organism" : "Site",
      organismId: site.organismId,
      siteId: onOrganism ? null : site.id,
      equipmentId,
      requesterId,
      assigneeId,
      channel: random.chance(0.15) ? "email" : "portal",
      kind,
      status,
      subject: onOrganism ? random.pick(subjects) : `${random.pick(subjects)} (${site.name})`,
      openedAt,
      lastActivityAt,
      firstResponseAt,
      resolvedAt,
      lastAnsweredById: firstResponseAt ? assigneeId : null,
      slaDueAt: sla.next_due_at ? new Date(sla.next_due_at) : null,
      slaFirstResponseBreached: sla.first_response.breached,
      slaResolutionBreached: sla.resolution.breached,
      // Told already: a server started on this copy does not mail the desk about thousands of old tickets.
      slaNotified: breached,
    },
    history,
  };
}
