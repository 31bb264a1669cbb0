import { ActionIcon, Box, Group } from "@mantine/core";
import { type CountedEntry, shareInPercent } from "@ondine/domain";
import IconMinus from "@tabler/icons-react/icons/IconMinus";
import IconPlus from "@tabler/icons-react/icons/IconPlus";
import IconZoomReset from "@tabler/icons-react/icons/IconZoomReset";
import { MapChart, type MapSeriesOption } from "echarts/charts";
import { registerMap } from "echarts/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type ChartOption, itemTooltip, registerCharts } from "../../../components/charts/echarts-setup";
import { useECharts } from "../../../components/charts/use-echarts";
import { formatPercent } from "../../../i18n/format-number";
import { ocean, slate } from "../../../theme/palette";
import { countryName } from "../components/chart-labels";
import { worldCountries } from "./world-geometry";

registerCharts([MapChart]);
const mapName = "ondine-world";
// biome-ignore lint/suspicious/noExplicitAny: ECharts' GeoJSON type is its own, the shapes are the same.
registerMap(mapName, worldCountries() as any);

type WorldMapOption = ChartOption<MapSeriesOption>;

/** docs/product.md#statistics-overview: the map zooms from 1× (the whole world) to 100×. */
export const mapZoomLimits = { min: 1, max: 100 } as const;
const zoomStep = 2;

/**
 * A country's colour: five shades of the brand, by its share of the busiest
 * country on a square-root scale (the home country dwarfs the others; a
 * linear scale would leave every other country the palest shade).
 */
function shadeOf(count: number, busiest: number): string {
  const shades = [ocean[2], ocean[3], ocean[4], ocean[6], ocean[8]];
  const index = Math.min(shades.length - 1, Math.floor(Math.sqrt(count / busiest) * shades.length));
  return shades[index] as string;
}

interface WorldMapChartProps {
  countries: readonly CountedEntry[];
  /** What the map shows, for screen readers (the card's table lists the countries). */
  label: string;
}

/** The guests' countries on a world map, zoomable with the wheel, by dragging, or with its three buttons. */
export default function WorldMapChart({ countries, label }: WorldMapChartProps) {
  const { t, i18n } = useTranslation();
  const option = useMemo((): WorldMapOption => {
    const total = countries.reduce((sum, country) => sum + country.count, 0);
    const busiest = countries[0]?.count ?? 1;
    const shares = new Map(countries.map((country) => [country.key, shareInPercent(country.count, total)]));
    return {
      animation: false,
      tooltip: itemTooltip((item) => {
        const code = (item as { name?: string }).name ?? "";
        if (!code) return "";
        return `${countryName(code, i18n.language)} — ${formatPercent(shares.get(code) ?? 0)}`;
      }),
      series: [
        {
          id: "countries",
          type: "map",
          map: mapName,
          roam: true,
          scaleLimit: mapZoomLimits,
          zoom: 1,
          aspectScale: 0.85,
          selectedMode: false,
          itemStyle: { areaColor: slate[1], borderColor: "#ffffff", borderWidth: 0.5 },
          emphasis: { label: { show: false }, itemStyle: { areaColor: ocean[5] } },
          data: countries.map((country) => ({
            name: country.key,
            value: country.count,
            itemStyle: { areaColor: shadeOf(country.count, busiest) },
          })),
        },
      ],
    };
  }, [countries, i18n.language]);
  const { container, chart } = useECharts(option);

  // The wheel and a drag change the zoom inside ECharts; the buttons read it from there.
  const currentZoom = () => {
    const series = chart.current?.getOption().series as { zoom?: number }[] | undefined;
    return series?.[0]?.zoom ?? 1;
  };
  const zoomTo = (zoom: number) => {
    const clamped = Math.min(mapZoomLimits.max, Math.max(mapZoomLimits.min, zoom));
    chart.current?.setOption({ series: [{ id: "countries", zoom: clamped }] });
  };
  // Back to the whole world, centred: the option drawn afresh.
  const reset = () => chart.current?.setOption(option, { notMerge: true });
  return (
    <Box pos="relative">
      <div
        ref={container}
        role="img"
        aria-label={label}
        style={{ width: "100%", aspectRatio: "2.1", maxHeight: 400 }}
      />
      <Group gap={4} pos="absolute" top={4} right={4}>
        <ActionIcon
          variant="default"
          aria-label={t("statisticsOverview.audience.zoomIn")}
          onClick={() => zoomTo(currentZoom() * zoomStep)}
        >
          <IconPlus size={16} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={t("statisticsOverview.audience.zoomOut")}
          onClick={() => zoomTo(currentZoom() / zoomStep)}
        >
          <IconMinus size={16} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon variant="default" aria-label={t("statisticsOverview.audience.zoomReset")} onClick={reset}>
          <IconZoomReset size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Box>
  );
}
