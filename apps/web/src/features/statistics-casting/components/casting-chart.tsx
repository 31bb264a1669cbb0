import { init } from "echarts/core";
import { useEffect, useRef } from "react";
import type { CastingChartOption } from "./echarts-setup";
import "./echarts-setup";

interface CastingChartProps {
  option: CastingChartOption;
  /** The chart's figures in words (SPEC: a text alternative for every chart). */
  summary: string;
  height: number;
}

/** An ECharts drawing that follows its box's width; screen readers read `summary` instead. */
export function CastingChart({ option, summary, height }: CastingChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const drawing = init(box.current, undefined, { renderer: "svg" });
    drawing.setOption(option);
    const resizing = new ResizeObserver(() => drawing.resize());
    resizing.observe(box.current);
    return () => {
      resizing.disconnect();
      drawing.dispose();
    };
  }, [option]);
  return <div ref={box} role="img" aria-label={summary} style={{ width: "100%", height }} />;
}
