/** A colour's text shade that reads on a card (the theme's light variant text, WCAG AA checked in theme/readable-colors.test.ts). */
export function readableColour(colour: string): string {
  return `var(--mantine-color-${colour}-light-color)`;
}
