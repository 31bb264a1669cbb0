import { ActionIcon, Card, Collapse, Group, Text, Title } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { homeStorageKeys } from "../home-storage-keys";
import { ChevronIcon } from "./chevron-icon";

/** docs/product.md#home-screen: the collapsible welcome block; folded or not is remembered in local storage. */
export function WelcomeBlock({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  const contentId = useId();
  const [isHidden, setIsHidden] = useLocalStorage({
    key: homeStorageKeys.welcomeHidden,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return (
    <Card withBorder radius="md" padding="md" bg="ocean.0">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          {t("home.welcome.title", { name: firstName })}
        </Title>
        <ActionIcon
          variant="subtle"
          color="ocean"
          onClick={() => setIsHidden(!isHidden)}
          aria-expanded={!isHidden}
          aria-controls={contentId}
          aria-label={t(isHidden ? "home.welcome.show" : "home.welcome.hide")}
        >
          <ChevronIcon up={!isHidden} />
        </ActionIcon>
      </Group>
      <Collapse expanded={!isHidden} id={contentId}>
        <Text size="sm" mt="xs">
          {t("home.welcome.text")}
        </Text>
      </Collapse>
    </Card>
  );
}
