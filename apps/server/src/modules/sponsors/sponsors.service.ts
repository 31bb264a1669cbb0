import { randomUUID } from "node:crypto";
import {
  defaultSponsorEndDay,
  endOfCalendarDay,
  formatCalendarDay,
  type SponsoredCouponAnswer,
  type SponsorLinkPresentation,
  type SponsorRequestAnswer,
  type SponsorRequestBody,
  type SponsorUseBody,
  sponsorEndDayBounds,
  sponsoredCouponMaxUsage,
  sponsorLinkLifetimeMs,
  sponsorRequestLimits,
} from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { randomToken, sha256Hex } from "../../security/secret-tokens";
import { insertCouponsWithFreshCodes } from "../coupons";
import {
  countRecentSponsorRequests,
  findSite,
  findSponsorRequestByTokenHash,
  insertSponsorRequest,
  markSponsorRequestUsed,
  type SponsorRequestView,
} from "./sponsor-requests.repository";
import type { SponsorsDependencies } from "./sponsors-dependencies";

const hourMs = 3_600_000;

/** The console page the sponsor opens (`/sponsor/{token}`, docs/product.md#sponsors-link). */
function sponsorLink(publicUrl: string, token: string): string {
  return `${publicUrl}/sponsor/${encodeURIComponent(token)}`;
}

/**
 * `POST /api/sponsors` (public, for captive portals): mails the sponsor a
 * single-use link valid 24 hours. Capped per sponsor and per client address
 * over the last hour, since anyone can call it and it sends mail.
 */
export async function requestSponsoring(
  deps: SponsorsDependencies,
  body: SponsorRequestBody,
  context: { ip: string; language: string },
): Promise<SponsorRequestAnswer> {
  const now = deps.now();
  const site = await findSite(deps.db, body.site_id);
  if (!site) throw new AppError("NOT_FOUND", "No such site.");
  const recent = await countRecentSponsorRequests(deps.db, {
    sponsorEmail: body.sponsor_email,
    requestIp: context.ip,
    since: new Date(now.getTime() - hourMs),
  });
  if (
    recent.bySponsor >= sponsorRequestLimits.perSponsorPerHour ||
    recent.byAddress >= sponsorRequestLimits.perAddressPerHour
  ) {
    throw new AppError("INVALID_PARAMETERS", "Too many sponsoring requests; try again later.", {
      _root: ["sponsor.error.too_many_requests"],
    });
  }
  const token = randomToken();
  const language = body.language ?? context.language;
  const expiresAt = new Date(now.getTime() + sponsorLinkLifetimeMs);
  await deps.db.transaction(async (tx) => {
    await insertSponsorRequest(tx, {
      tokenHash: sha256Hex(token),
      siteId: site.id,
      guestEmail: body.guest_email,
      guestFirstName: body.guest_first_name,
      guestLastName: body.guest_last_name,
      sponsorEmail: body.sponsor_email,
      language,
      defaultSelectedDays: body.default_selected_days ?? 1,
      requestIp: context.ip,
      expiresAt,
      createdAt: now,
    });
    await deps.mail.sendMail(tx, {
      to: body.sponsor_email,
      language,
      template: "sponsor_request",
      params: {
        guestName: `${body.guest_first_name} ${body.guest_last_name}`,
        guestEmail: body.guest_email,
        siteName: site.name,
        link: sponsorLink(deps.config.publicUrl, token),
        validHours: sponsorLinkLifetimeMs / hourMs,
      },
    });
  });
  return { expires_at: expiresAt.toISOString() };
}

/**
 * The request behind a link that still works. Unknown: 404; used or expired:
 * 422 naming which (docs/api.md "Sponsors").
 */
function usableRequest(view: SponsorRequestView | undefined, now: Date): SponsorRequestView {
  if (!view) {
    throw new AppError("NOT_FOUND", "No such sponsoring link.", { token: ["sponsor.error.invalid_link"] });
  }
  if (view.request.usedAt) {
    throw new AppError("INVALID_PARAMETERS", "This sponsoring link was already used.", {
      token: ["sponsor.error.used_link"],
    });
  }
  if (view.request.expiresAt <= now) {
    throw new AppError("INVALID_PARAMETERS", "This sponsoring link has expired.", {
      token: ["sponsor.error.expired_link"],
    });
  }
  return view;
}

/** `GET /api/sponsors/{token}`: who asks, where, and the end dates the sponsor may choose. */
export async function getSponsorLink(deps: SponsorsDependencies, token: string): Promise<SponsorLinkPresentation> {
  const now = deps.now();
  const { request, site } = usableRequest(await findSponsorRequestByTokenHash(deps.db, sha256Hex(token)), now);
  const bounds = sponsorEndDayBounds(now);
  return {
    first_name: request.guestFirstName,
    last_name: request.guestLastName,
    email: request.guestEmail,
    default_selected_days: request.defaultSelectedDays,
    site: { id: site.id, name: site.name },
    expires_at: request.expiresAt.toISOString(),
    default_ends_at: formatCalendarDay(defaultSponsorEndDay(now, request.defaultSelectedDays)),
    min_ends_at: formatCalendarDay(bounds.earliest),
    max_ends_at: formatCalendarDay(bounds.latest),
  };
}

/**
 * `POST /api/sponsors/{token}/use {ends_at}`: in one transaction, uses the
 * link once, creates the guest's code for the site (from now to the end of
 * the chosen day, Paris time) and mails it to the guest.
 */
export async function useSponsorLink(
  deps: SponsorsDependencies,
  token: string,
  body: SponsorUseBody,
): Promise<SponsoredCouponAnswer> {
  const now = deps.now();
  const endsAt = endOfCalendarDay(body.ends_at);
  return deps.db.transaction(async (tx) => {
    const { request, site, codesLocation } = usableRequest(
      await findSponsorRequestByTokenHash(tx, sha256Hex(token), { forUpdate: true }),
      now,
    );
    const [coupon] = await insertCouponsWithFreshCodes(
      tx,
      {
        correlationId: randomUUID(),
        // Made for a portal guest, not by a console user: it stays out of the back-office codes dashboard.
        creatorId: null,
        creatorType: "GuestUser",
        location: codesLocation,
        couponDefId: null,
        description: `Sponsor ${request.sponsorEmail}: ${request.guestFirstName} ${request.guestLastName} <${request.guestEmail}>`,
        startsAt: now,
        endsAt,
        duration: Math.round((endsAt.getTime() - now.getTime()) / 1000),
        maxUsage: sponsoredCouponMaxUsage,
        createdAt: now,
        updatedAt: now,
      },
      1,
      deps,
    );
    if (!coupon) throw new Error("the sponsored coupon was not created");
    await markSponsorRequestUsed(tx, request.id, { usedAt: now, couponId: coupon.id });
    await deps.mail.sendMail(tx, {
      to: request.guestEmail,
      language: request.language,
      template: "sponsored_code",
      params: { firstName: request.guestFirstName, code: coupon.code, siteName: site.name, endsAt },
    });
    return {
      code: coupon.code,
      starts_at: coupon.startsAt.toISOString(),
      ends_at: coupon.endsAt.toISOString(),
      duration: coupon.duration,
      max_usage: coupon.maxUsage,
      site: { id: site.id, name: site.name },
    };
  });
}
