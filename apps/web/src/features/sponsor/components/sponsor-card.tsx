import { Card } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The sponsoring pages' card: on a phone the page rises over the brand band's
 * waves, and its heading read on them without a card of its own.
 */
export function SponsorCard({ children }: { children: ReactNode }) {
  return (
    <Card w="100%" maw={480} padding="xl" shadow="lg">
      {children}
    </Card>
  );
}
