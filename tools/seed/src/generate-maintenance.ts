import {
  hiddenInterventionTypology,
  type MaintenanceEventCriticality,
  type MaintenanceEventKind,
  type MaintenanceEventResponsibility,
  type MaintenanceEventState,
  type MaintenanceInterventionState,
  maintenanceEventCriticalities,
  maintenanceEventKinds,
  maintenanceEventStates,
  maintenanceInterventionStates,
} from "@ondine/domain";
import type { ActivityIds, MaintenanceEventRow, MaintenanceInterventionRow } from "./activity-rows";
import { dayMs, hourMs } from "./demo-moments";
import type { LocationContext } from "./location-context";
import type { Random } from "./prng";

type Weights<T> = readonly (readonly [T, number])[];

const kindWeights: Weights<MaintenanceEventKind> = [
  ["incident", 45],
  ["scheduled_work", 20],
  ["miscellaneous", 15],
  ["release", 10],
  ["study", 10],
];

const incidentCriticalities: Weights<MaintenanceEventCriticality> = [
  ["blocking", 8],
  ["immediate", 7],
  ["urgent", 10],
  ["major", 25],
  ["normal", 25],
  ["minor", 15],
  ["low", 10],
];
const workCriticalities: Weights<MaintenanceEventCriticality> = [
  ["normal", 40],
  ["low", 30],
  ["minor", 20],
  ["major", 10],
];

const responsibilities: Record<MaintenanceEventKind, Weights<MaintenanceEventResponsibility>> = {
  incident: [
    ["third_party", 50],
    ["provider", 30],
    ["site", 20],
  ],
  scheduled_work: [
    ["provider", 80],
    ["third_party", 20],
  ],
  release: [["provider", 1]],
  study: [["provider", 1]],
  miscellaneous: [
    ["site", 50],
    ["provider", 50],
  ],
};

const typologies: Record<MaintenanceEventKind, readonly [typology: string, description: string][]> = {
  incident: [
    ["Coupure lien opérateur", "Le lien fibre de l'opérateur ne répond plus."],
    ["Borne Wi-Fi injoignable", "Plusieurs bornes ne remontent plus dans la supervision."],
    ["Dégradation du débit", "Les clients signalent un débit très faible en soirée."],
    ["Panne électrique", "Coupure de courant dans le local technique."],
    ["Portail captif indisponible", "Le portail de connexion ne s'affiche plus."],
    ["Switch défaillant", "Un switch d'étage redémarre en boucle."],
  ],
  scheduled_work: [
    ["Maintenance opérateur", "Travaux programmés de l'opérateur sur le lien."],
    ["Mise à jour firmware", "Mise à jour des bornes pendant la nuit."],
    ["Remplacement de matériel", "Remplacement planifié des bornes de première génération."],
  ],
  release: [
    ["Nouvelle version du portail", "Déploiement de la nouvelle version du portail captif."],
    ["Mise en production", "Passage du site en production."],
  ],
  study: [
    ["Étude de couverture", "Relevés radio pour l'extension de la couverture."],
    ["Audit Wi-Fi", "Audit complet du réseau à la demande du client."],
  ],
  miscellaneous: [
    ["Demande d'information", "Question du client sur sa facturation."],
    ["Changement de configuration", "Modification des réseaux diffusés."],
    ["Demande de rapport", "Rapport d'usage mensuel demandé."],
  ],
};

const incidentCauses = [
  "Fibre sectionnée lors de travaux de voirie",
  "Alimentation PoE défaillante",
  "Saturation du lien aux heures de pointe",
  "Disjoncteur du local technique",
  "Configuration erronée après intervention",
];

const interventionTypologies = ["Intervention sur site", "Remplacement de borne", "Diagnostic réseau", "Installation"];

const futureStates: Weights<MaintenanceInterventionState> = [
  ["planned", 50],
  ["pending", 25],
  ["supported", 25],
];
const pastStates: Weights<MaintenanceInterventionState> = [
  ["done", 35],
  ["validated", 30],
  ["closed", 25],
  ["canceled", 10],
];

/**
 * The first rows made take each value in turn, so that every kind, state and
 * criticality of the product (docs/product.md#monitoring-data) shows in any data set; the others are drawn.
 */
function coverFirst<T>(values: readonly T[], index: number, draw: () => T): T {
  return index <= values.length ? (values[index - 1] as T) : draw();
}

function eventState(random: Random, openedAt: Date, now: Date): MaintenanceEventState {
  const recent = now.getTime() - openedAt.getTime() < 14 * dayMs;
  return random.weighted(
    recent
      ? [
          ["opened", 60],
          ["freezed", 10],
          ["closed", 30],
        ]
      : [
          ["closed", 85],
          ["freezed", 10],
          ["opened", 5],
        ],
  );
}

/** The access point an intervention visits, by its tag (the AP list's and the maps'); sometimes none. */
function hotspotOf(context: LocationContext, random: Random): string | null {
  if (!context.site || context.accessPointTags.length === 0 || random.chance(0.1)) return null;
  return random.pick(context.accessPointTags);
}

/** When an intervention in `state` happens: ahead for the ones to come, behind for the finished ones. */
function interventionDate(random: Random, state: MaintenanceInterventionState, after: Date, now: Date): Date {
  const time = now.getTime();
  if (state === "pending" || state === "supported" || state === "planned") {
    return new Date(time + random.int(hourMs, 30 * dayMs));
  }
  if (state === "in_progress") return new Date(time - random.int(0, 6 * hourMs));
  const latestPast = time - hourMs;
  return new Date(Math.min(after.getTime() + random.int(2 * hourMs, 5 * dayMs), latestPast));
}

export interface Maintenance {
  maintenanceEvents: MaintenanceEventRow[];
  maintenanceInterventions: MaintenanceInterventionRow[];
}

/**
 * Incidents and works of the last six months at the location, with the
 * interventions they brought, and some interventions of their own (among
 * them `wiby` ones). An organism as a whole has a few events, no visits.
 */
export function generateMaintenance(context: LocationContext, ids: ActivityIds): Maintenance {
  const { random, now, organism, site } = context;
  const result: Maintenance = { maintenanceEvents: [], maintenanceInterventions: [] };
  const eventCount = site ? (site.state === "En production" ? random.int(2, 8) : random.int(0, 2)) : random.int(0, 3);
  const intervention = (
    drawState: () => MaintenanceInterventionState,
    after: Date,
    eventId: number | null,
    typology: string,
  ) => {
    if (!site) return;
    const id = ids.maintenanceInterventions.next();
    const state = coverFirst(maintenanceInterventionStates, id, drawState);
    result.maintenanceInterventions.push({
      id,
      eventId,
      interventionDate: interventionDate(random, state, after, now),
      state,
      typology,
      hotspot: hotspotOf(context, random),
      organismId: organism.id,
      siteId: site.id,
      createdAt: new Date(Math.min(after.getTime(), now.getTime())),
    });
  };
  for (let index = 0; index < eventCount; index++) {
    const id = ids.maintenanceEvents.next();
    const kind = coverFirst(maintenanceEventKinds, id, () => random.weighted(kindWeights));
    const openedAt = new Date(now.getTime() - random.int(hourMs, 182 * dayMs));
    let state = coverFirst(maintenanceEventStates, id, () => eventState(random, openedAt, now));
    const closedAt = state === "closed" ? new Date(openedAt.getTime() + random.int(hourMs, 10 * dayMs)) : null;
    if (closedAt && closedAt > now) state = "opened";
    const [typology, description] = random.pick(typologies[kind]);
    result.maintenanceEvents.push({
      id,
      kind,
      state,
      criticality: coverFirst(maintenanceEventCriticalities, id, () =>
        random.weighted(kind === "incident" ? incidentCriticalities : workCriticalities),
      ),
      responsibility: random.weighted(responsibilities[kind]),
      typology,
      description,
      cause: kind === "incident" && state === "closed" ? random.pick(incidentCauses) : null,
      organismId: organism.id,
      siteId: site?.id ?? null,
      ticketId: random.chance(0.7) ? `TCK-${100_000 + id}` : null,
      openedAt,
      closedAt: state === "closed" ? closedAt : null,
      createdAt: openedAt,
      updatedAt: state === "closed" && closedAt ? closedAt : openedAt,
    });
    if (kind !== "incident" && kind !== "scheduled_work") continue;
    const visits = random.weighted([
      [0, 40],
      [1, 45],
      [2, 15],
    ]);
    for (let visit = 0; visit < visits; visit++) {
      const states = state === "closed" ? pastStates : [...futureStates, ...pastStates];
      intervention(() => random.weighted(states), openedAt, id, random.pick(interventionTypologies));
    }
  }
  const ownVisits = site?.state === "En production" ? random.int(0, 3) : 0;
  for (let visit = 0; visit < ownVisits; visit++) {
    const states: Weights<MaintenanceInterventionState> = [...futureStates, ["in_progress", 10], ...pastStates];
    const typology = random.chance(0.4) ? hiddenInterventionTypology : "Maintenance préventive";
    const after = new Date(now.getTime() - random.int(hourMs, 182 * dayMs));
    intervention(() => random.weighted(states), after, null, typology);
  }
  return result;
}
