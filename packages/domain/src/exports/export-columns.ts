import { backOfficeCreatorType } from "../coupons/coupon-creator";
import type { SearchClause } from "../coupons/coupon-status-filter";
import type { Language } from "../i18n/languages";
import type { SearchIndexName } from "../search/search-access";
import { customerDataWindow } from "../statistics/customer-fields";
import type { ExportIndex } from "./export-request";

// The columns of the dashboards' exports (docs/exports.md): what each list
// shows (docs/product.md#exports), never a technical field. The server writes them; the
// headers are texts of the exports module, in the requested language.

/**
 * How a cell is written:
 * - `text`: the field's text as it is;
 * - `date`: a date and time, in Paris time;
 * - `amount`: a number with two decimals, in the currency of `fields[1]`;
 * - `currency`: a currency code, in capitals (EUR);
 * - `max_usage`: a number of devices, -1 written as the language's "unlimited";
 * - `coupon_status`: the status (docs/product.md#exports) from `disabled_at, provisionings_count, starts_at, ends_at`, in words;
 * - `device`: mobile, tablet, desktop or unknown, in words;
 * - `offer`: the offer's name in the reader's language (`coupon_def.name_translations.{lang}`), else its name;
 * - `location`: the site's name, else the organism's (a code made for a whole organism);
 * - `ticket_status`: a ticket's status code (docs/tickets.md#model), in words;
 * - `ticket_kind`: a ticket's kind, in words;
 * - `yes_no`: a boolean, as the language's yes or no.
 */
export type ExportCellKind =
  | "text"
  | "date"
  | "amount"
  | "currency"
  | "max_usage"
  | "coupon_status"
  | "device"
  | "offer"
  | "location"
  | "ticket_status"
  | "ticket_kind"
  | "yes_no";

export type ExportColumn = {
  /** The header's text key in the exports module's texts, and the column's name. */
  readonly key: string;
  readonly kind: ExportCellKind;
  /** The row's fields the cell reads: a search index's (patterns as `_source` takes them), or a ticket row's (`ticketExportColumns`). */
  readonly fields: readonly string[];
  /** The column's width in a spreadsheet, in characters. */
  readonly width: number;
};

/** The offer's names in the other languages (`.{lang}` each): the one of the reader's language is read. */
const offerNameTranslations = "coupon_def.name_translations";

const column = (key: string, kind: ExportCellKind, fields: readonly string[], width: number): ExportColumn => ({
  key,
  kind,
  fields,
  width,
});

/** The columns of each export, in the order of the list on screen. */
export const exportColumns: Readonly<Record<ExportIndex, readonly ExportColumn[]>> = {
  // docs/product.md#codes-screens codes list: the code, its status and offer, where and when it holds, for how many devices, its notes.
  coupons: [
    column("code", "text", ["code"], 12),
    column("status", "coupon_status", ["disabled_at", "provisionings_count", "starts_at", "ends_at"], 18),
    column("offer", "offer", ["coupon_def.name", offerNameTranslations], 24),
    column("location", "location", ["site_name", "organism_name"], 28),
    column("created_at", "date", ["created_at"], 17),
    column("starts_at", "date", ["starts_at"], 17),
    column("ends_at", "date", ["ends_at"], 17),
    column("max_usage", "max_usage", ["max_usage"], 12),
    column("description", "text", ["description"], 32),
    column("phone_number", "text", ["phone_number"], 16),
  ],
  // Purchase (docs/product.md#statistics-dashboards): the purchase's reference, date, place, offer, amounts and the buyer's e-mail.
  purchases: [
    column("reference", "text", ["reference"], 18),
    column("purchase_date", "date", ["purchase_date"], 17),
    column("location", "location", ["site_name", "organism_name"], 28),
    column("offer_name", "text", ["offer_name"], 24),
    column("total_amount_ht", "amount", ["total_amount_ht", "currency"], 14),
    column("total_amount_ttc", "amount", ["total_amount_ttc", "currency"], 14),
    column("currency", "currency", ["currency"], 10),
    column("email", "text", ["email"], 30),
  ],
  // Customer (guest) (docs/product.md#statistics-dashboards): the newsletter acceptors' sign-up, names, e-mail and audience fields.
  customers: [
    column("created_at", "date", ["created_at"], 17),
    column("first_name", "text", ["first_name"], 16),
    column("last_name", "text", ["last_name"], 18),
    column("email", "text", ["email"], 30),
    column("country", "text", ["country"], 8),
    column("language", "text", ["language"], 9),
    column("device", "device", ["device"], 12),
    column("room_number", "text", ["room_number"], 10),
    column("site_name", "text", ["site_name"], 28),
  ],
};

/**
 * The support tickets' export (`GET /api/tickets/export`, docs/exports.md#tickets):
 * the list's columns, read from a ticket row the tickets module makes of
 * each ticket of the list (never a message: no internal note can be in a
 * file).
 */
export const ticketExportColumns: readonly ExportColumn[] = [
  column("issue_number", "text", ["issue_number"], 10),
  column("subject", "text", ["subject"], 40),
  column("kind", "ticket_kind", ["kind"], 18),
  column("status", "ticket_status", ["status"], 22),
  column("organism", "text", ["organism_name"], 24),
  column("site", "text", ["site_name"], 24),
  column("requester", "text", ["requester_name"], 20),
  column("assignee", "text", ["assignee_name"], 20),
  column("opened_at", "date", ["opened_at"], 17),
  column("last_activity_at", "date", ["last_activity_at"], 17),
  column("sla_due_at", "date", ["sla_due_at"], 17),
  column("overdue", "yes_no", ["overdue"], 10),
];

/** The search index each export reads (docs/search.md): the customers are the guests. */
export const exportSearchIndex: Readonly<Record<ExportIndex, SearchIndexName>> = {
  coupons: "coupons",
  purchases: "purchases",
  customers: "guest_users",
};

/** The order of an export whose request names none: the newest first, as each list opens. */
export const exportDefaultSort: Readonly<Record<ExportIndex, readonly SearchClause[]>> = {
  coupons: [{ created_at: { order: "desc" } }],
  purchases: [{ purchase_date: { order: "desc" } }],
  customers: [{ created_at: { order: "desc" } }],
};

/**
 * What each export keeps whatever the request's query says, as its dashboard
 * does (dashboard-searches.ts, docs/product.md#exports): the codes made in the back office,
 * the succeeded purchases, the guests who took the newsletter within the last
 * six months (docs/product.md#exports; only they have an e-mail, docs/product.md#exports).
 */
export function exportFilters(index: ExportIndex, now: Date): SearchClause[] {
  switch (index) {
    case "coupons":
      return [{ term: { creator_type: backOfficeCreatorType } }];
    case "purchases":
      return [{ term: { succeeded: true } }];
    case "customers": {
      const sixMonths = customerDataWindow(now);
      return [
        { term: { newsletter: true } },
        { range: { created_at: { gte: sixMonths.startAt.toISOString(), lte: sixMonths.stopAt.toISOString() } } },
      ];
    }
  }
}

/** The search fields an export reads: every column's, the offer's name in the reader's language only. */
export function exportSourceFields(index: ExportIndex, language: Language): string[] {
  const fields = exportColumns[index].flatMap((entry) => entry.fields);
  return [
    ...new Set(
      fields.flatMap((field) => {
        if (field !== offerNameTranslations) return [field];
        return language === "fr" ? [] : [`${offerNameTranslations}.${language}`];
      }),
    ),
  ];
}
