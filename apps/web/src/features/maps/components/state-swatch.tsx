import { type MapColourKey, mapColours } from "@ondine/domain";

/** A marker's colour as the map draws it (docs/product.md#maps-equipment), beside its name. */
export function StateSwatch({ colour, shape = "circle" }: { colour: MapColourKey; shape?: "circle" | "square" }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: "inline-block",
        flex: "none",
        width: 12,
        height: 12,
        borderRadius: shape === "circle" ? "50%" : 2,
        background: mapColours[colour],
        border: "1px solid rgba(0, 0, 0, 0.45)",
      }}
    />
  );
}
