import type { LocationDocument } from "@ondine/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { organismLocationDocuments } from "../../../testing/location-documents";
import { callerLocationsQueryOptions, useLocationDirectory } from "./find-caller-locations";

describe("useLocationDirectory", () => {
  it("hands every component reading the same answer one directory, built once", () => {
    const queryClient = new QueryClient();
    const documents = organismLocationDocuments({ id: 1, name: "Hôtels Belle Escale" }, [
      { id: 10, name: "Hôtel Nantes" },
    ]) as LocationDocument[];
    queryClient.setQueryData(callerLocationsQueryOptions().queryKey, documents);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );

    const header = renderHook(() => useLocationDirectory(), { wrapper });
    const screen = renderHook(() => useLocationDirectory(), { wrapper });

    expect(header.result.current.data?.sites.map((site) => site.name)).toEqual(["Hôtel Nantes"]);
    expect(screen.result.current.data).toBe(header.result.current.data);
  });
});
