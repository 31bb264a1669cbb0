import {
  type CouponDefPresentation,
  type CreatedCouponsAnswer,
  type CurrentUser,
  isRouteAllowed,
  type LocationDocument,
} from "@ondine/domain";
import type { CallRecorder } from "./call-recorder";
import {
  type CodesLocation,
  callerLocationsBody,
  codesFirstPageBodies,
  monitoringSeriesQuery,
  printBatchBodies,
} from "./console-requests";
import { type ConsoleSession, signInThroughApi } from "./console-session";

/** A journey failed on a call the next ones need (the call itself is recorded as an error). */
class JourneyStopped extends Error {}

/** A page of a journey: the calls the console makes when it opens, sent together as the browser does. */
type Page = () => Promise<unknown>;

export interface SimulatedUserOptions {
  baseUrl: string;
  email: string;
  password: string;
  /** The user's own client address, sent as X-Forwarded-For (the server trusts the local proxy). */
  clientAddress: string;
  recorder: CallRecorder;
  /** Waits a random think time between pages. */
  think: () => Promise<void>;
}

/**
 * One person using the console: signs in through the API as the form does,
 * then opens pages the way the console asks for their data (the route guard's
 * `GET /api/users/me` and each screen's own calls, read from apps/web).
 */
export class SimulatedUser {
  private session: ConsoleSession | undefined;
  private sites: LocationDocument[] = [];
  private codesLocation: (CodesLocation & { id: number; type: "Organism" | "Site" }) | undefined;
  private batches = 0;

  constructor(private readonly options: SimulatedUserOptions) {}

  private get user(): CurrentUser {
    if (!this.session) throw new JourneyStopped("not signed in");
    return this.session.user;
  }

  /** Sends one call and records it; answers the parsed JSON, or throws `JourneyStopped` on anything but 2xx. */
  private async call<T>(kind: string, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { ...this.session?.headers };
    if (body !== undefined) headers["content-type"] = "application/json";
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      this.options.recorder.record(kind, performance.now() - started, 0, String(error));
      throw new JourneyStopped(kind);
    }
    const text = await response.text();
    this.options.recorder.record(kind, performance.now() - started, response.status, text.slice(0, 200));
    if (!response.ok) throw new JourneyStopped(kind);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  private search<T>(kind: string, index: string, body: unknown) {
    return this.call<{ hits: { total?: { value: number }; hits: { _source: T }[] } }>(
      kind,
      "POST",
      `/api/es_proxy/${index}/_search`,
      body,
    );
  }

  /** The sign-in form, then the first page's start: the public config and the caller's locations. */
  async signIn(): Promise<void> {
    const started = performance.now();
    try {
      this.session = await signInThroughApi(
        this.options.baseUrl,
        { email: this.options.email, password: this.options.password },
        { "x-forwarded-for": this.options.clientAddress },
      );
      this.options.recorder.record("POST /users/sign_in", performance.now() - started, 200);
    } catch (error) {
      const status = Number(/answered (\d+)/.exec(String(error))?.[1] ?? 0);
      this.options.recorder.record("POST /users/sign_in", performance.now() - started, status, String(error));
      throw new JourneyStopped("sign-in");
    }
    const [, locations] = await Promise.all([
      this.call("GET /config/public", "GET", "/api/config/public"),
      this.search<LocationDocument>("search locations (caller's)", "locations", callerLocationsBody()),
    ]);
    const documents = locations.hits.hits.map((hit) => hit._source);
    this.sites = documents.filter((location) => location.type === "Site" && location.state === "En production");
    const assigned = this.user.locations[0];
    const fallback = documents.find((location) => location.type === "Organism");
    const location = assigned ? { id: assigned.location_id, type: assigned.location_type } : fallback;
    this.codesLocation = location
      ? { ...location, ...(location.type === "Site" ? { site: location.id } : { organism: location.id }) }
      : undefined;
  }

  get canUseCodes(): boolean {
    return this.codesLocation !== undefined && isRouteAllowed(this.user, "codesCreate");
  }

  get canMonitor(): boolean {
    return this.sites.length > 0 && isRouteAllowed(this.user, "networkMonitoring");
  }

  /** The route guard's question on a page opened afresh. */
  private me(): Promise<CurrentUser> {
    return this.call<CurrentUser>("GET /users/me", "GET", "/api/users/me");
  }

  /** Home with no location chosen: the map's locations, then every site's status and the cards' counters. */
  home: Page = async () => {
    await Promise.all([this.me(), this.search("search locations (caller's)", "locations", callerLocationsBody())]);
    await Promise.all([
      this.call("GET /monitoring/status/all", "GET", "/api/monitoring/status/all"),
      this.call("GET /monitoring/counters/all", "GET", "/api/monitoring/counters/all"),
    ]);
  };

  /** The monitoring page of one of the caller's sites: status, counters and the three charts. */
  monitoring: Page = async () => {
    const site = this.sites[Math.floor(Math.random() * this.sites.length)];
    if (!site) return;
    await Promise.all([
      this.me(),
      this.call("GET /monitoring/status?site=", "GET", `/api/monitoring/status?site=${site.id}`),
      this.call("GET /monitoring/counters?site=", "GET", `/api/monitoring/counters?site=${site.id}`),
      this.call(
        "GET /monitoring/traffic (day)",
        "GET",
        `/api/monitoring/traffic?${monitoringSeriesQuery(site.id, "day")}`,
      ),
      this.call(
        "GET /monitoring/bandwidth (day)",
        "GET",
        `/api/monitoring/bandwidth?${monitoringSeriesQuery(site.id, "day")}`,
      ),
      this.call(
        "GET /monitoring/speedtest (month)",
        "GET",
        `/api/monitoring/speedtest?${monitoringSeriesQuery(site.id, "month")}`,
      ),
    ]);
  };

  /** The codes list's first page, pre-filtered by the caller's location. */
  codesSearch: Page = async () => {
    const location = this.codesLocation;
    if (!location) return;
    const bodies = codesFirstPageBodies(location);
    await Promise.all([
      this.me(),
      this.search("search coupons (codes list)", "coupons", bodies.page),
      this.search("search coupons (codes list figures)", "coupons", bodies.figures),
    ]);
  };

  /** The create form (its offers), 10 codes created as it sends them, then the print page's data of the batch. */
  createAndPrint: Page = async () => {
    const location = this.codesLocation;
    if (!location) return;
    const [user, offers] = await Promise.all([
      this.me(),
      this.call<CouponDefPresentation[]>(
        "GET /coupons/coupon_defs",
        "GET",
        `/api/coupons/coupon_defs?location_id=${location.id}&location_type=${location.type}`,
      ),
    ]);
    await this.options.think();
    const offer = offers[0];
    const now = Date.now();
    this.batches += 1;
    const created = await this.call<CreatedCouponsAnswer>("POST /coupons (10 codes)", "POST", "/api/coupons", {
      coupon: {
        creator_id: user.id,
        creator_type: "CenterUser",
        location_id: location.id,
        location_type: location.type,
        number: 10,
        description: `Load run, batch ${this.batches} of ${user.email}`,
        with_ran_access: false,
        phone_number: null,
        coupon_def_id: offer ? offer.id : null,
        max_usage: offer ? null : 2,
        starts_at: offer ? null : new Date(now).toISOString(),
        ends_at: offer ? null : new Date(now + 7 * 86_400_000).toISOString(),
      },
      send_sms: false,
    });
    await this.options.think();
    const bodies = printBatchBodies(created.correlation_id);
    await Promise.all([
      this.me(),
      this.search("search coupons (print batch)", "coupons", bodies.printable),
      this.search("search coupons (print, disabled count)", "coupons", bodies.disabled),
    ]);
  };

  /** Runs a journey; a failed call ends it (it is counted), the user goes on with the next. */
  static async attempt(journey: () => Promise<unknown>): Promise<boolean> {
    try {
      await journey();
      return true;
    } catch (error) {
      if (error instanceof JourneyStopped) return false;
      throw error;
    }
  }
}
