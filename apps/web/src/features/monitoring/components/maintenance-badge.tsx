import { Badge } from "@mantine/core";
import type {
  MaintenanceEventCriticality,
  MaintenanceEventKind,
  MaintenanceEventState,
  MaintenanceInterventionState,
} from "@ondine/domain";
import { useTranslation } from "react-i18next";

const kindColours: Record<MaintenanceEventKind, string> = {
  incident: "red",
  miscellaneous: "gray",
  release: "ocean",
  scheduled_work: "violet",
  study: "cyan",
};

const eventStateColours: Record<MaintenanceEventState, string> = {
  opened: "orange",
  freezed: "blue",
  closed: "teal",
};

const criticalityColours: Record<MaintenanceEventCriticality, string> = {
  blocking: "red",
  immediate: "red",
  urgent: "red",
  major: "orange",
  normal: "yellow",
  minor: "ocean",
  low: "gray",
};

const interventionStateColours: Record<MaintenanceInterventionState, string> = {
  pending: "gray",
  supported: "blue",
  planned: "ocean",
  in_progress: "orange",
  done: "teal",
  validated: "green",
  closed: "gray",
  canceled: "dark",
};

type MaintenanceBadgeProps =
  | { field: "kind"; value: MaintenanceEventKind }
  | { field: "eventState"; value: MaintenanceEventState }
  | { field: "criticality"; value: MaintenanceEventCriticality }
  | { field: "interventionState"; value: MaintenanceInterventionState };

/** An incident's kind, state or criticality, or an intervention's state (docs/product.md#monitoring-maintenance), translated. */
export function MaintenanceBadge(props: MaintenanceBadgeProps) {
  const { t } = useTranslation();
  const { colour, label } = badgeOf(props);
  // The blocking criticality stands out in a filled badge.
  const variant = props.field === "criticality" && props.value === "blocking" ? "filled" : "light";
  return (
    // The whole label always shows: its column widens rather than cutting it.
    <Badge color={colour} variant={variant} radius="sm" tt="none" styles={{ label: { overflow: "visible" } }}>
      {t(label)}
    </Badge>
  );
}

function badgeOf(props: MaintenanceBadgeProps) {
  switch (props.field) {
    case "kind":
      return { colour: kindColours[props.value], label: `networkStatus.eventKinds.${props.value}` as const };
    case "eventState":
      return { colour: eventStateColours[props.value], label: `networkStatus.eventStates.${props.value}` as const };
    case "criticality":
      return { colour: criticalityColours[props.value], label: `networkStatus.criticalities.${props.value}` as const };
    case "interventionState":
      return {
        colour: interventionStateColours[props.value],
        label: `networkStatus.interventionStates.${props.value}` as const,
      };
  }
}
