import { Group, Text } from "@mantine/core";
import { OndineMark } from "./ondine-mark";

interface OndineLogoProps {
  /** `light` draws the wordmark in white, for the ocean panels. */
  tone?: "default" | "light";
  size?: "sm" | "md" | "lg";
}

const markSizes = { sm: 28, md: 34, lg: 44 } as const;
const wordmarkSizes = { sm: 18, md: 22, lg: 28 } as const;

/** Mark and wordmark. The brand name is a proper noun: never translated. */
export function OndineLogo({ tone = "default", size = "md" }: OndineLogoProps) {
  return (
    <Group gap={size === "lg" ? 12 : 10} wrap="nowrap" aria-hidden="true">
      <OndineMark size={markSizes[size]} onDark={tone === "light"} />
      <Text
        component="span"
        fz={wordmarkSizes[size]}
        fw={800}
        lh={1}
        c={tone === "light" ? "white" : "ocean.9"}
        style={{ letterSpacing: "-0.03em" }}
      >
        Ondine
      </Text>
    </Group>
  );
}
