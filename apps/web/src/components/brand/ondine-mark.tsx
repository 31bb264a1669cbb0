import { useId } from "react";

interface OndineMarkProps {
  size?: number;
  /** Rims the tile in white so it stands out on the ocean panels. */
  onDark?: boolean;
}

/**
 * The wave mark: two swells under a coral sun, on an ocean tile. The waves
 * double as radio waves, the product being Wi-Fi. Decorative: whatever wraps
 * it carries the accessible name. public/favicon.svg draws the same shapes.
 */
export function OndineMark({ size = 36, onDark = false }: OndineMarkProps) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--mantine-color-ocean-5)" />
          <stop offset="1" stopColor="var(--mantine-color-ocean-8)" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
      {onDark && (
        <rect
          x="0.75"
          y="0.75"
          width="38.5"
          height="38.5"
          rx="10.25"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.4"
          strokeWidth="1.5"
        />
      )}
      <circle cx="29.5" cy="11" r="3" fill="var(--mantine-color-coral-4)" />
      <path
        d="M7 20.5c2.75-3 5.75-3 8.5 0s5.75 3 8.5 0 5.75-3 8.5 0"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M7 28.5c2.75-3 5.75-3 8.5 0s5.75 3 8.5 0 5.75-3 8.5 0"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.55"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
