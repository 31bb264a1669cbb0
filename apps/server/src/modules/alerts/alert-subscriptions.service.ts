import { type AlertSubscriptionsAnswer, type AlertSubscriptionsUpdate, alertChoices } from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { ModuleDependencies } from "../../module-dependencies";
import type { Scope } from "../../scope/scope";
import { findLocationsInScope, findSitesOfScope } from "../locations";
import { presentAlertSubscription } from "./alert-presenters";
import { findSubscriptionsOfUser, replaceSubscriptionsOfUser } from "./alert-subscriptions.repository";

/** Who asks: their id and the scope of their request. */
export type AlertSubscriber = { userId: number; scope: Scope };

/**
 * Every site of the subscriber's scope, by organism then site name, with
 * their choices (docs/alerts.md#subscriptions). A subscription to a site no
 * longer in the scope is not listed: it alerts nobody.
 */
export async function listAlertSubscriptions(
  db: Database,
  subscriber: AlertSubscriber,
): Promise<AlertSubscriptionsAnswer> {
  const sites = await findSitesOfScope(db, subscriber.scope);
  const choices = await findSubscriptionsOfUser(db, subscriber.userId);
  return { sites: sites.map((site) => presentAlertSubscription(site, choices.get(site.siteId))) };
}

/**
 * Replaces the subscriber's choices with these, in one transaction: a site
 * outside their scope (or unknown) answers 404 and nothing is written.
 * Answers the list as `listAlertSubscriptions` does.
 */
export function replaceAlertSubscriptions(
  deps: ModuleDependencies,
  subscriber: AlertSubscriber,
  update: AlertSubscriptionsUpdate,
): Promise<AlertSubscriptionsAnswer> {
  return deps.db.transaction(async (tx) => {
    const asked = update.subscriptions.map((subscription) => ({ type: "Site" as const, id: subscription.site_id }));
    const found = await findLocationsInScope(tx, subscriber.scope, asked);
    if (found.length < asked.length) throw new AppError("NOT_FOUND", "No such site.");
    await replaceSubscriptionsOfUser(
      tx,
      subscriber.userId,
      // Stored in the order alertChoices lists them, whatever the order sent.
      update.subscriptions.map((subscription) => ({
        siteId: subscription.site_id,
        levels: alertChoices.filter((choice) => subscription.levels.includes(choice)),
      })),
      deps.now(),
    );
    return listAlertSubscriptions(tx, subscriber);
  });
}
