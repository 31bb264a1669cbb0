import { accessPointMarkerSize, shelfLabelMarkerSize } from "@ondine/domain";

/** Room between an access point's largest marker and its labels, in CSS pixels. */
const gap = 2;
/**
 * Centre to centre between labels, on a ring and from ring to ring: upright
 * squares apart by their diagonal never overlap, whatever the angle between them.
 */
const pitch = shelfLabelMarkerSize * Math.SQRT2 + 1;
const firstRingRadius = accessPointMarkerSize.max / 2 + gap + (shelfLabelMarkerSize * Math.SQRT2) / 2;

export interface ShelfLabelRing {
  /** Each label's centre from its access point's centre, in CSS pixels: x0, y0, x1, y1... */
  offsets: Float32Array;
  /** How far the outermost label reaches from the centre (for hit-testing). */
  reach: number;
}

const rings = new Map<number, ShelfLabelRing>();

/**
 * Where `count` shelf labels sit around their access point: rings of squares
 * outward from the marker (which never grows past its largest size), each ring
 * as full as it holds, the last one spread evenly, starting at the top. The
 * same for every access point with as many labels, so it is kept per count.
 */
export function shelfLabelRing(count: number): ShelfLabelRing {
  let ring = rings.get(count);
  if (!ring) {
    ring = layOutShelfLabels(count);
    rings.set(count, ring);
  }
  return ring;
}

function layOutShelfLabels(count: number): ShelfLabelRing {
  const offsets = new Float32Array(count * 2);
  let placed = 0;
  let radius = firstRingRadius;
  for (let ringIndex = 0; placed < count; ringIndex += 1, radius += pitch) {
    // As many as fit with a chord of `pitch` between neighbours.
    const capacity = Math.max(1, Math.floor(Math.PI / Math.asin(Math.min(1, pitch / (2 * radius)))));
    const onRing = Math.min(capacity, count - placed);
    const step = (2 * Math.PI) / onRing;
    // Every other ring turned by half a step, so its squares fall between the inner ring's.
    const start = -Math.PI / 2 + (ringIndex % 2) * (step / 2);
    for (let i = 0; i < onRing; i += 1) {
      offsets[(placed + i) * 2] = Math.cos(start + i * step) * radius;
      offsets[(placed + i) * 2 + 1] = Math.sin(start + i * step) * radius;
    }
    placed += onRing;
  }
  const reach = count === 0 ? 0 : radius - pitch + shelfLabelMarkerSize * Math.SQRT1_2;
  return { offsets, reach };
}
