import { Loader, Stack, Text } from "@mantine/core";

/** A page that only passes through (logout, end of log-as, beta sign-in) while its call runs. */
export function ProgressNotice({ label }: { label: string }) {
  return (
    <Stack align="center" justify="center" gap="md" mih="50vh" role="status">
      <Loader type="dots" />
      <Text c="dimmed">{label}</Text>
    </Stack>
  );
}
