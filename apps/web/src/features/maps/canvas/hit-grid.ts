/**
 * The markers under a screen point, found through a grid of buckets: each
 * marker is filed under the cell of its centre, and a query looks only at the
 * cells within the largest hit radius of the point. Built from the positions
 * of the last frame drawn, so it answers for what the user sees; the arrays
 * are kept between builds (no allocation once grown).
 */
export class HitGrid {
  private readonly cellSize: number;
  private columns = 0;
  private rows = 0;
  private originX = 0;
  private originY = 0;
  private maxRadius = 0;
  /** Counting sort of the markers by cell: cell c holds items[cellStart[c] .. cellStart[c + 1]). */
  private cellStart = new Int32Array(1);
  private cellEnd = new Int32Array(1);
  private items = new Int32Array(0);
  private xs: Float32Array = new Float32Array(0);
  private ys: Float32Array = new Float32Array(0);
  private radii: Float32Array = new Float32Array(0);

  constructor(cellSize = 32) {
    this.cellSize = cellSize;
  }

  /**
   * Files `count` markers (centre and hit radius in CSS pixels; a radius of 0
   * is not hittable) for queries inside a viewport of this size.
   */
  rebuild(xs: Float32Array, ys: Float32Array, radii: Float32Array, count: number, width: number, height: number) {
    this.xs = xs;
    this.ys = ys;
    this.radii = radii;
    let maxRadius = 0;
    for (let i = 0; i < count; i += 1) maxRadius = Math.max(maxRadius, radii[i] ?? 0);
    this.maxRadius = maxRadius;
    // A marker further than its radius outside the viewport cannot be under a point inside it.
    this.originX = -maxRadius;
    this.originY = -maxRadius;
    this.columns = Math.max(1, Math.ceil((width + 2 * maxRadius) / this.cellSize));
    this.rows = Math.max(1, Math.ceil((height + 2 * maxRadius) / this.cellSize));
    const cells = this.columns * this.rows;
    if (this.cellStart.length < cells + 1) {
      this.cellStart = new Int32Array(cells + 1);
      this.cellEnd = new Int32Array(cells + 1);
    }
    if (this.items.length < count) this.items = new Int32Array(count);
    const start = this.cellStart;
    start.fill(0, 0, cells + 1);
    for (let i = 0; i < count; i += 1) {
      const cell = this.cellOf(i);
      if (cell >= 0) start[cell + 1] = (start[cell + 1] ?? 0) + 1;
    }
    for (let c = 0; c < cells; c += 1) start[c + 1] = (start[c + 1] ?? 0) + (start[c] ?? 0);
    // Fill each cell from its end backwards, counting down what it still expects.
    const filled = this.cellEnd;
    filled.set(start.subarray(1, cells + 1));
    for (let i = count - 1; i >= 0; i -= 1) {
      const cell = this.cellOf(i);
      if (cell < 0) continue;
      const at = (filled[cell] ?? 0) - 1;
      filled[cell] = at;
      this.items[at] = i;
    }
  }

  private cellOf(i: number): number {
    if ((this.radii[i] ?? 0) <= 0) return -1;
    const column = Math.floor(((this.xs[i] ?? 0) - this.originX) / this.cellSize);
    const row = Math.floor(((this.ys[i] ?? 0) - this.originY) / this.cellSize);
    if (column < 0 || row < 0 || column >= this.columns || row >= this.rows) return -1;
    return row * this.columns + column;
  }

  /** The marker whose centre is nearest (x, y) among those within their hit radius of it; -1 for none. */
  nearest(x: number, y: number): number {
    if (this.maxRadius <= 0) return -1;
    const first = (value: number, origin: number) => Math.floor((value - this.maxRadius - origin) / this.cellSize);
    const last = (value: number, origin: number) => Math.floor((value + this.maxRadius - origin) / this.cellSize);
    const fromColumn = Math.max(0, first(x, this.originX));
    const toColumn = Math.min(this.columns - 1, last(x, this.originX));
    const fromRow = Math.max(0, first(y, this.originY));
    const toRow = Math.min(this.rows - 1, last(y, this.originY));
    let best = -1;
    let bestDistance = Infinity;
    for (let row = fromRow; row <= toRow; row += 1) {
      for (let column = fromColumn; column <= toColumn; column += 1) {
        const cell = row * this.columns + column;
        const end = this.cellStart[cell + 1] ?? 0;
        for (let k = this.cellStart[cell] ?? 0; k < end; k += 1) {
          const i = this.items[k] ?? 0;
          const dx = (this.xs[i] ?? 0) - x;
          const dy = (this.ys[i] ?? 0) - y;
          const distance = dx * dx + dy * dy;
          const radius = this.radii[i] ?? 0;
          if (distance <= radius * radius && distance < bestDistance) {
            best = i;
            bestDistance = distance;
          }
        }
      }
    }
    return best;
  }
}
