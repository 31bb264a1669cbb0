import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error";
import { createQueryClient } from "../../api/query-client";
import { renderComponent } from "../../testing/render-component";
import { ServiceUnavailableNotice } from "./service-unavailable-notice";

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const answered503 = (code: string) =>
  new ApiError({ status: 503, code: code as ApiError["code"], message: "", details: { retry_after: 0 } });

describe("the service-unavailable notice", () => {
  it("says politely that reads are retried while the database is unavailable, and leaves once they are answered", async () => {
    const queryClient = createQueryClient();
    await renderComponent(
      <QueryClientProvider client={queryClient}>
        <ServiceUnavailableNotice />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    const secondTry = deferred<string>();
    let tries = 0;
    const answer = queryClient.fetchQuery({
      queryKey: ["sites"],
      queryFn: () => (++tries === 1 ? Promise.reject(answered503("DATABASE_UNAVAILABLE")) : secondTry.promise),
      retryDelay: 0,
    });

    const notice = await screen.findByRole("status");
    expect(notice).toHaveTextContent("The service is briefly unavailable, retrying…");
    // Non-blocking: a polite status in the notices' live region, not an alert or a dialog.
    expect(notice.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    secondTry.resolve("sites");
    await expect(answer).resolves.toBe("sites");
    await waitFor(() => expect(screen.queryByRole("status")).not.toBeInTheDocument());
    queryClient.clear();
  });

  it("stays away for any other failure", async () => {
    const queryClient = createQueryClient();
    await renderComponent(
      <QueryClientProvider client={queryClient}>
        <ServiceUnavailableNotice />
      </QueryClientProvider>,
    );
    const secondTry = deferred<string>();
    let tries = 0;
    const answer = queryClient.fetchQuery({
      queryKey: ["search"],
      queryFn: () => (++tries === 1 ? Promise.reject(answered503("SEARCH_TIMEOUT")) : secondTry.promise),
      retryDelay: 0,
    });
    await waitFor(() => expect(tries).toBe(2));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    secondTry.resolve("hits");
    await answer;
    queryClient.clear();
  });
});
