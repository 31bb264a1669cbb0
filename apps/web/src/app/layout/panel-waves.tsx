import classes from "./auth-layout.module.css";

/**
 * The brand panel's sea: wide swells along its foot under a low coral sun.
 * The swells stretch with the panel; the sun is drawn apart so it stays round.
 * Decorative.
 */
export function PanelWaves() {
  return (
    <>
      <span className={classes.sun} aria-hidden="true" />
      <svg
        viewBox="0 0 600 260"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        className={classes.waves}
      >
        <path
          d="M0 120c50-26 100-26 150 0s100 26 150 0 100-26 150 0 100 26 150 0V260H0z"
          fill="var(--mantine-color-ocean-5)"
          fillOpacity="0.35"
        />
        <path
          d="M0 160c50-26 100-26 150 0s100 26 150 0 100-26 150 0 100 26 150 0V260H0z"
          fill="var(--mantine-color-ocean-4)"
          fillOpacity="0.35"
        />
        <path
          d="M0 200c50-26 100-26 150 0s100 26 150 0 100-26 150 0 100 26 150 0V260H0z"
          fill="var(--mantine-color-ocean-2)"
          fillOpacity="0.3"
        />
      </svg>
    </>
  );
}
