import { Card, SimpleGrid, Skeleton, Text } from "@mantine/core";

export interface Figure {
  label: string;
  value: string;
}

interface FigureTilesProps {
  figures: readonly Figure[];
  isPending: boolean;
}

/** The dashboard's headline figures, each in its own tile. */
export function FigureTiles({ figures, isPending }: FigureTilesProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: Math.min(figures.length, 3) }} spacing="md">
      {figures.map((figure) => (
        <Card key={figure.label} withBorder radius="md" padding="lg">
          <Text size="sm" c="dimmed">
            {figure.label}
          </Text>
          {isPending ? (
            <Skeleton height={32} mt={4} width="60%" />
          ) : (
            <Text fz={28} fw={700} data-testid="dashboard-figure">
              {figure.value}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
