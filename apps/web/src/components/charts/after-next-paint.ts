/**
 * Runs `callback` once the browser has painted its next frame (the frame's
 * callback, then a task after it): for work the page wants soon but not before
 * what it draws now, like a chart library that takes the main thread for a
 * while as it loads. Returns what cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (task !== undefined) clearTimeout(task);
  };
}
