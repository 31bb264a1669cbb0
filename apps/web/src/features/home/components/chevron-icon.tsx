import IconChevronDown from "@tabler/icons-react/icons/IconChevronDown";

/** A chevron for fold buttons, pointing up when the part is shown; decorative, the button has its label. */
export function ChevronIcon({ up }: { up: boolean }) {
  return (
    <IconChevronDown
      size={18}
      aria-hidden="true"
      style={{ transform: up ? "rotate(180deg)" : undefined, transition: "transform 150ms ease" }}
    />
  );
}
