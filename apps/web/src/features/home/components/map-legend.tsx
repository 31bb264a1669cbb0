import { Group, Stack, Text } from "@mantine/core";
import type { MarkerColour, SiteMarkerShape } from "@ondine/domain";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { buildingMarkerDrawing, drawingSvg, siteMarkerDrawing } from "../map/marker-drawings";

const siteColours: MarkerColour[] = ["green", "orange", "red", "grey"];
const buildingColours = ["green", "orange", "red"] as const;
const shapes = ["incident", "intervention", "both"] as const satisfies readonly SiteMarkerShape[];

/** The same drawing as on the map (marker-drawings.ts), as an image; the label beside it says what it means. */
function Drawing({ svg }: { svg: string }) {
  return (
    <img
      src={`data:image/svg+xml,${encodeURIComponent(svg)}`}
      alt=""
      width={28}
      height={28}
      style={{ objectFit: "contain" }}
    />
  );
}

function Entry({ svg, label }: { svg: string; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap" component="li">
      <Drawing svg={svg} />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

/**
 * docs/product.md#home-map: what the markers' colours and shapes mean, for sites or for buildings.
 * Drawn again only when its kind changes (memo), not at each of the home's reads.
 */
export const MapLegend = memo(function MapLegend({ kind }: { kind: "sites" | "buildings" }) {
  const { t } = useTranslation();
  if (kind === "buildings") {
    return (
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {buildingColours.map((colour) => (
          <Entry
            key={colour}
            svg={drawingSvg(buildingMarkerDrawing(colour))}
            label={t(`home.legend.building.${colour}`)}
          />
        ))}
        <Text size="xs" c="dimmed" component="li">
          {t("home.legend.buildingsAround")}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
      {siteColours.map((colour) => (
        <Entry
          key={colour}
          svg={drawingSvg(siteMarkerDrawing(colour, "marker"))}
          label={t(`home.legend.site.${colour}`)}
        />
      ))}
      {shapes.map((shape) => (
        <Entry key={shape} svg={drawingSvg(siteMarkerDrawing("grey", shape))} label={t(`home.legend.shape.${shape}`)} />
      ))}
    </Stack>
  );
});
