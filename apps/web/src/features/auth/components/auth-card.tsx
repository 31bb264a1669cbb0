import { Card, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The card of the signed-out pages (sign-in, password reset and creation). */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Card w="100%" maw={420} padding="xl" shadow="lg">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
