import { useLayoutEffect, useRef } from "react";
import classes from "./map-canvas.module.css";
import { MapCanvasController } from "./map-canvas-controller";
import type { MapCanvasProps } from "./map-canvas-props";

/**
 * The floor and building map, drawn on a canvas filling its
 * container (flat or isometric, hundreds of markers at 60 fps). The screen
 * owns the state; the controller draws it and reports gestures.
 */
export function MapCanvas(props: MapCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const controllerRef = useRef<MapCanvasController | null>(null);

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const controller = new MapCanvasController(canvas);
    controllerRef.current = controller;
    return () => {
      controller.destroy();
      controllerRef.current = null;
    };
  }, []);

  // Every render: the controller compares with the props it had and redraws only for a change.
  useLayoutEffect(() => {
    controllerRef.current?.update(props);
  });

  // A focusable image: arrows pan and +/- zoom (the list beside the canvas carries the details).
  return <canvas ref={canvasRef} className={classes.canvas} role="img" aria-label={props.label} tabIndex={0} />;
}
