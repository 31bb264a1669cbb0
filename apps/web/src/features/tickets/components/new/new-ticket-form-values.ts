import type { FormErrors } from "@mantine/form";
import { type FieldErrors, type LocationType, locationTypes, type TicketKind } from "@ondine/domain";
import type { LocationOption } from "../../../../components/filters/location-option";
import type { NewTicketSearch } from "../../../../routing/new-ticket-search";

/** The form as typed: the location as `Site-12` or `Organism-3`, the equipment's id as text ("" for none). */
export interface NewTicketFormValues {
  location: string;
  equipment_id: string;
  kind: TicketKind | "";
  subject: string;
  message: string;
  attach_site_state: boolean;
}

/** The form's fields a refusal may name (`attachments` shows under the files). */
export const newTicketFields = [
  "location",
  "equipment_id",
  "kind",
  "subject",
  "message",
  "attach_site_state",
  "attachments",
] as const;
export type NewTicketField = (typeof newTicketFields)[number];

export function locationKey(type: LocationType, id: number): string {
  return `${type}-${id}`;
}

/** `Site-12` read back; undefined for anything else. */
export function parseLocationKey(key: string): { type: LocationType; id: number } | undefined {
  const [type, id] = key.split("-");
  const number = Number(id);
  return locationTypes.includes(type as LocationType) && Number.isSafeInteger(number) && number > 0
    ? { type: type as LocationType, id: number }
    : undefined;
}

/**
 * The form's first values: the location and equipment the address names
 * (from home's alert or the maps' card) when the caller holds it, else their
 * only location when they hold one; the site's state ticked as asked; the
 * first message a site tool's report when one is given (a technical request).
 */
export function newTicketInitialValues(
  search: NewTicketSearch,
  locations: readonly LocationOption[],
  initialMessage = "",
): NewTicketFormValues {
  const asked =
    search.location_type && search.location_id !== undefined
      ? locationKey(search.location_type, search.location_id)
      : undefined;
  const held = (key: string) => locations.some((option) => locationKey(option.type, option.id) === key);
  const only = locations.length === 1 && locations[0] ? locationKey(locations[0].type, locations[0].id) : "";
  const location = asked !== undefined && held(asked) ? asked : only;
  return {
    location,
    equipment_id: location === asked && search.equipment_id !== undefined ? String(search.equipment_id) : "",
    kind:
      search.site_state === 1 || search.equipment_id !== undefined || search.site_tool_run_id !== undefined
        ? "technical"
        : "",
    subject: "",
    message: initialMessage,
    attach_site_state: search.site_state === 1 && location.startsWith("Site-"),
  };
}

/** The values as `createTicketSchema` reads them (the server's own schema, checked before sending). */
export function newTicketInput(values: NewTicketFormValues) {
  const location = parseLocationKey(values.location);
  const onSite = location?.type === "Site";
  return {
    location_type: location?.type,
    location_id: location ? String(location.id) : undefined,
    equipment_id: onSite && values.equipment_id !== "" ? values.equipment_id : undefined,
    kind: values.kind === "" ? undefined : values.kind,
    subject: values.subject,
    message: values.message,
    attach_site_state: onSite && values.attach_site_state,
  };
}

/** The form's field of an error's path: the location's two parts are one field; a file (`attachments.2`) shows under the files. */
export function newTicketFieldOf(path: string): NewTicketField | undefined {
  const [head] = path.split(".");
  if (head === "location_type" || head === "location_id") return "location";
  return newTicketFields.find((field) => field === head);
}

/** Field errors (the schema's or a 422's) by the form's fields, each field's first; the others apart, to show above. */
export function newTicketErrors(errors: FieldErrors): { fields: FormErrors; others: string[] } {
  const fields: FormErrors = {};
  const others: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const field = newTicketFieldOf(path);
    const [first] = messages;
    if (first === undefined) continue;
    if (field === undefined) others.push(...messages);
    else fields[field] ??= first;
  }
  return { fields, others };
}
