import { useLayoutEffect, useState } from "react";

/** An A4 sheet's width on screen: 210 mm at CSS's 96 px an inch. */
const sheetWidthPx = (210 / 25.4) * 96;

/** The zoom that fits a sheet in `width` pixels: 1 when it fits already, never more. */
export function sheetZoomFor(width: number): number {
  if (width <= 0) return 1;
  return Math.min(1, width / sheetWidthPx);
}

/**
 * The zoom the sheets take on screen to fit their container's width (a phone
 * is half an A4 wide), followed as the window resizes. Paper is not zoomed:
 * print-sheet.module.css sets the zoom back to 1 for print. `ref` goes on the
 * container: a callback, since the container appears only once the codes are read.
 */
export function useSheetZoom(): { ref: (element: HTMLElement | null) => void; zoom: number } {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setZoom(sheetZoomFor(element.clientWidth));
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, zoom };
}
