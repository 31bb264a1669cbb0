import type { DemoPlan } from "./demo-plan";
import { conditionSlotMs, incidentRotationSlots, siteIncidents } from "./network-conditions";
import { noiseIndex, unitNoise } from "./noise";

// What the NOC's ticketing system sends through the maintenance feed
// (POST /api/ingest/v1/maintenance, docs/ingest.md): an incident for each
// site the simulator takes down or degrades, opened when it starts and
// closed when it ends, and now and then a piece of work on some site.

export interface EventItem {
  ticket_id: string;
  site_id: number;
  kind: string;
  state: string;
  criticality: string;
  responsibility: string;
  typology: string;
  description: string;
  cause: string | null;
  opened_at: string;
  closed_at: string | null;
}

export interface InterventionItem {
  ticket_id: string;
  site_id: number;
  intervention_date: string;
  state: string;
  typology: string;
  hotspot: string | null;
}

export interface MaintenanceFeedBody {
  feed_id: string;
  events: EventItem[];
  interventions: InterventionItem[];
}

const hourMs = 3_600_000;
const rotationMs = incidentRotationSlots * conditionSlotMs;
/** About one piece of work every seven hours, closed two days later. */
const workChance = 0.15;
const workLastsMs = 48 * hourMs;

const iso = (stamp: number) => new Date(stamp).toISOString();

/** Multiples of `stepMs` after `from` up to `to`. */
function boundaries(from: number, to: number, stepMs: number): number[] {
  const found: number[] = [];
  for (let at = Math.floor(from / stepMs) * stepMs + stepMs; at <= to; at += stepMs) found.push(at);
  return found;
}

/** The incidents of one rotation (its down and degraded sites), opened at `start`, closed at `end` when given. */
function rotationTickets(plan: DemoPlan, rotation: number, closedAt: number | null) {
  const start = rotation * rotationMs;
  const incidents = siteIncidents(plan, rotation * incidentRotationSlots);
  const state = closedAt === null ? "opened" : "closed";
  const events: EventItem[] = [];
  const interventions: InterventionItem[] = [];
  if (incidents.downSiteId !== null) {
    const ticket = `SIM-${rotation}-DOWN`;
    events.push({
      ticket_id: ticket,
      site_id: incidents.downSiteId,
      kind: "incident",
      state,
      criticality: "blocking",
      responsibility: "third_party",
      typology: "Coupure lien opérateur",
      description: "Les lignes du site ne répondent plus.",
      cause: closedAt === null ? null : "Fibre sectionnée lors de travaux de voirie",
      opened_at: iso(start),
      closed_at: closedAt === null ? null : iso(closedAt),
    });
    interventions.push({
      ticket_id: ticket,
      site_id: incidents.downSiteId,
      intervention_date: iso(start + hourMs),
      state: closedAt === null ? "in_progress" : "done",
      typology: "Diagnostic réseau",
      hotspot: null,
    });
  }
  if (incidents.degradedSiteId !== null) {
    const byAccessPoints = incidents.degradation === "access_points";
    events.push({
      ticket_id: `SIM-${rotation}-DEGRADED`,
      site_id: incidents.degradedSiteId,
      kind: "incident",
      state,
      criticality: "major",
      responsibility: byAccessPoints ? "provider" : "third_party",
      typology: byAccessPoints ? "Borne Wi-Fi injoignable" : "Dégradation du débit",
      description: byAccessPoints
        ? "Plusieurs bornes ne remontent plus dans la supervision."
        : "Le débit des lignes est très inférieur au débit souscrit.",
      cause:
        closedAt === null
          ? null
          : byAccessPoints
            ? "Alimentation PoE défaillante"
            : "Saturation du lien aux heures de pointe",
      opened_at: iso(start),
      closed_at: closedAt === null ? null : iso(closedAt),
    });
  }
  return { events, interventions };
}

const works = [
  ["scheduled_work", "Mise à jour firmware", "Mise à jour des bornes pendant la nuit.", "Installation"],
  [
    "scheduled_work",
    "Maintenance opérateur",
    "Travaux programmés de l'opérateur sur le lien.",
    "Intervention sur site",
  ],
  ["miscellaneous", "Changement de configuration", "Modification des réseaux diffusés.", "Intervention sur site"],
  ["study", "Étude de couverture", "Relevés radio pour l'extension de la couverture.", "Diagnostic réseau"],
] as const;

/** The piece of work opened at `hour` (a multiple of an hour), if that hour has one. */
function workTickets(plan: DemoPlan, hour: number, closedAt: number | null) {
  const index = hour / hourMs;
  if (plan.sites.length === 0 || unitNoise(index, 40) >= workChance) return { events: [], interventions: [] };
  const site = plan.sites[noiseIndex(plan.sites.length, index, 41)];
  const [kind, typology, description, interventionTypology] = works[noiseIndex(works.length, index, 42)] ?? works[0];
  if (!site) return { events: [], interventions: [] };
  const ticket = `SIM-${index}-WORK`;
  // The access point visited, by its tag as the AP list and the maps show it.
  const hotspot = site.accessPointTags[noiseIndex(Math.max(1, site.accessPointTags.length), index, 43)] ?? null;
  return {
    events: [
      {
        ticket_id: ticket,
        site_id: site.siteId,
        kind,
        state: closedAt === null ? "opened" : "closed",
        criticality: "normal",
        responsibility: "provider",
        typology,
        description,
        cause: null,
        opened_at: iso(hour),
        closed_at: closedAt === null ? null : iso(closedAt),
      },
    ],
    interventions: [
      {
        ticket_id: ticket,
        site_id: site.siteId,
        intervention_date: iso(hour + 24 * hourMs),
        state: closedAt === null ? "planned" : "done",
        typology: interventionTypology,
        hotspot,
      },
    ],
  };
}

/**
 * The tickets sent for the time after `from` up to `to`: at each rotation
 * the new down and degraded sites' incidents open and the previous ones
 * close; at each hour a piece of work may open, and the one of two days
 * before closes. Oldest first, so a later state of a ticket wins.
 */
export function maintenanceTickets(
  plan: DemoPlan,
  from: number,
  to: number,
): { events: EventItem[]; interventions: InterventionItem[] } {
  const events: EventItem[] = [];
  const interventions: InterventionItem[] = [];
  const add = (tickets: { events: EventItem[]; interventions: InterventionItem[] }) => {
    events.push(...tickets.events);
    interventions.push(...tickets.interventions);
  };
  const changes = [
    ...boundaries(from, to, rotationMs).map((at) => ({ at, kind: "rotation" as const })),
    ...boundaries(from, to, hourMs).map((at) => ({ at, kind: "hour" as const })),
  ].sort((a, b) => a.at - b.at);
  for (const change of changes) {
    if (change.kind === "rotation") {
      const rotation = change.at / rotationMs;
      add(rotationTickets(plan, rotation - 1, change.at));
      add(rotationTickets(plan, rotation, null));
    } else {
      add(workTickets(plan, change.at - workLastsMs, change.at));
      add(workTickets(plan, change.at, null));
    }
  }
  return { events, interventions };
}
