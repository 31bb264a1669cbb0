/** Calm water for empty screens: three swells fading out. Decorative only. */
export function WavesIllustration() {
  return (
    <svg width="132" height="72" viewBox="0 0 132 72" fill="none" aria-hidden="true" focusable="false">
      <circle cx="100" cy="16" r="9" fill="var(--mantine-color-coral-2)" />
      {[30, 44, 58].map((y, index) => (
        <path
          key={y}
          d={`M6 ${y}c10-9 20-9 30 0s20 9 30 0 20-9 30 0 20 9 30 0`}
          stroke="var(--mantine-color-ocean-5)"
          strokeOpacity={1 - index * 0.3}
          strokeWidth="5"
          strokeLinecap="round"
        />
      ))}
    </svg>
  );
}
