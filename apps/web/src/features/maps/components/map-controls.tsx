import { ActionIcon, Button, Group, SegmentedControl, Tooltip } from "@mantine/core";
import { canZoom, type MapMode } from "@ondine/domain";
import IconListDetails from "@tabler/icons-react/icons/IconListDetails";
import IconRotate from "@tabler/icons-react/icons/IconRotate";
import IconRotateClockwise from "@tabler/icons-react/icons/IconRotateClockwise";
import IconWifi from "@tabler/icons-react/icons/IconWifi";
import IconZoomIn from "@tabler/icons-react/icons/IconZoomIn";
import IconZoomOut from "@tabler/icons-react/icons/IconZoomOut";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { MapView } from "../use-map-view";

interface MapControlsProps {
  view: MapView;
  isLegendOpen: boolean;
  legendId: string;
  onToggleLegend: () => void;
  onModeChange: (mode: MapMode) => void;
  onRotate: (direction: 1 | -1) => void;
  onZoom: (direction: 1 | -1) => void;
  onToggleCoverage: () => void;
}

function IconButton({
  label,
  onClick,
  disabled = false,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} openDelay={250}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * docs/product.md#maps-equipment map controls: the legend, the flat/isometric switch, turning both
 * ways (isometric only), zooming within the limits (docs/product.md#maps-limits), and the coverage
 * estimate. Every one a button reached by the keyboard, named for readers.
 */
export function MapControls(props: MapControlsProps) {
  const { t } = useTranslation();
  const { view } = props;
  return (
    <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t("maps.controls.label")}>
      <Button
        variant={props.isLegendOpen ? "light" : "default"}
        leftSection={<IconListDetails size={18} aria-hidden="true" />}
        aria-expanded={props.isLegendOpen}
        aria-controls={props.legendId}
        onClick={props.onToggleLegend}
      >
        {t("maps.controls.legend")}
      </Button>
      <SegmentedControl
        value={view.mode}
        onChange={(value) => props.onModeChange(value as MapMode)}
        aria-label={t("maps.controls.mode")}
        data={[
          { value: "floor", label: t("maps.controls.flat") },
          { value: "building", label: t("maps.controls.isometric") },
        ]}
      />
      {view.mode === "building" && (
        <Group gap={4}>
          <IconButton label={t("maps.controls.rotateLeft")} onClick={() => props.onRotate(-1)}>
            <IconRotate size={18} aria-hidden="true" />
          </IconButton>
          <IconButton label={t("maps.controls.rotateRight")} onClick={() => props.onRotate(1)}>
            <IconRotateClockwise size={18} aria-hidden="true" />
          </IconButton>
        </Group>
      )}
      <Group gap={4}>
        <IconButton
          label={t("maps.controls.zoomOut")}
          onClick={() => props.onZoom(-1)}
          disabled={!canZoom(view.mode, view.zoom, -1)}
        >
          <IconZoomOut size={18} aria-hidden="true" />
        </IconButton>
        <IconButton
          label={t("maps.controls.zoomIn")}
          onClick={() => props.onZoom(1)}
          disabled={!canZoom(view.mode, view.zoom, 1)}
        >
          <IconZoomIn size={18} aria-hidden="true" />
        </IconButton>
      </Group>
      <Button
        variant={view.coverage ? "filled" : "default"}
        leftSection={<IconWifi size={18} aria-hidden="true" />}
        aria-pressed={view.coverage}
        onClick={props.onToggleCoverage}
      >
        {t("maps.controls.coverage")}
      </Button>
    </Group>
  );
}
