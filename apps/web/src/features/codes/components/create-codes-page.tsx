import { Stack, Text, Title } from "@mantine/core";
import type { CreatedCouponsAnswer, CurrentUser } from "@ondine/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LocationOption } from "../../../components/filters/location-option";
import { BatchSuccess } from "./batch-success";
import { CreateCodesForm } from "./create-codes-form";
import { SingleCodeSuccess } from "./single-code-success";

interface CreateCodesPageProps {
  actor: CurrentUser;
  locations: readonly LocationOption[];
  defaultLocation: string;
}

/** /codes/create: the form, then the success page for one code or several (docs/product.md#codes-screens). */
export function CreateCodesPage({ actor, locations, defaultLocation }: CreateCodesPageProps) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<CreatedCouponsAnswer | null>(null);
  // A new form each time: "create more" starts from a clean one.
  const [formKey, setFormKey] = useState(0);
  const createMore = () => {
    setCreated(null);
    setFormKey((key) => key + 1);
  };
  const single = created?.coupons.length === 1 ? created.coupons[0] : undefined;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("codes.create.title")}</Title>
        <Text c="dimmed">{t("codes.create.subtitle")}</Text>
      </Stack>
      {created === null ? (
        <CreateCodesForm
          key={formKey}
          actor={actor}
          locations={locations}
          defaultLocation={defaultLocation}
          onCreated={setCreated}
        />
      ) : single ? (
        <SingleCodeSuccess coupon={single} correlationId={created.correlation_id} onCreateMore={createMore} />
      ) : (
        <BatchSuccess answer={created} onCreateMore={createMore} />
      )}
    </Stack>
  );
}
