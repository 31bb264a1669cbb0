import {
  type AlertChoice,
  type AlertSubscriptionAnswer,
  type AlertSubscriptionsUpdate,
  alertChoices,
  alertSubscriptionsUpdateSchema,
} from "@ondine/domain";

// The account page's alert choices (docs/alerts.md#subscriptions) while they
// are edited: a site's chosen levels, by site id.

export type SubscriptionChoices = ReadonlyMap<number, ReadonlySet<AlertChoice>>;

/** The choices as the server answered them. */
export function choicesOfAnswer(sites: readonly AlertSubscriptionAnswer[]): SubscriptionChoices {
  return new Map(sites.map((site) => [site.site_id, new Set(site.levels)]));
}

/** The choices with `choice` set on (or off) for each of `siteIds`. */
export function withChoice(
  choices: SubscriptionChoices,
  siteIds: readonly number[],
  choice: AlertChoice,
  isChosen: boolean,
): SubscriptionChoices {
  const next = new Map(choices);
  for (const siteId of siteIds) {
    const levels = new Set(next.get(siteId));
    if (isChosen) levels.add(choice);
    else levels.delete(choice);
    next.set(siteId, levels);
  }
  return next;
}

export function isChosen(choices: SubscriptionChoices, siteId: number, choice: AlertChoice): boolean {
  return choices.get(siteId)?.has(choice) ?? false;
}

/** How many of the sites have the choice, for a column's "every site" box: checked, half-checked or empty. */
export function choiceCoverage(
  choices: SubscriptionChoices,
  siteIds: readonly number[],
  choice: AlertChoice,
): "all" | "some" | "none" {
  const chosen = siteIds.filter((siteId) => isChosen(choices, siteId, choice)).length;
  if (chosen === 0) return "none";
  return chosen === siteIds.length ? "all" : "some";
}

/** The sites that alert the user for at least one level. */
export function subscribedSiteCount(choices: SubscriptionChoices): number {
  let count = 0;
  for (const levels of choices.values()) if (levels.size > 0) count += 1;
  return count;
}

export function haveSameChoices(left: SubscriptionChoices, right: SubscriptionChoices): boolean {
  const siteIds = new Set([...left.keys(), ...right.keys()]);
  for (const siteId of siteIds) {
    const leftLevels = left.get(siteId) ?? new Set();
    const rightLevels = right.get(siteId) ?? new Set();
    if (leftLevels.size !== rightLevels.size) return false;
    for (const level of leftLevels) if (!rightLevels.has(level)) return false;
  }
  return true;
}

/**
 * `PUT /alerts/subscriptions`'s body, read by its schema: the sites with at
 * least one level (a site with none is not subscribed), each level once, in
 * the choices' order.
 */
export function subscriptionsUpdateOf(choices: SubscriptionChoices): AlertSubscriptionsUpdate {
  const subscriptions = [...choices]
    .filter(([, levels]) => levels.size > 0)
    .map(([siteId, levels]) => ({ site_id: siteId, levels: alertChoices.filter((choice) => levels.has(choice)) }));
  return alertSubscriptionsUpdateSchema.parse({ subscriptions });
}
