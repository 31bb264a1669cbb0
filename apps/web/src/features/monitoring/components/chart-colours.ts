import { coral, ocean, slate } from "../../../theme/palette";

/** The monitoring charts' colours: received and in use in the brand colour, sent and maximum in the accent. */
export const chartColours = {
  received: ocean[6],
  sent: coral[5],
  users: slate[6],
  current: ocean[6],
  maximum: coral[5],
  download: ocean[5],
} as const;
