/** Every announcement query starts with this key, so a save or a delete refreshes the list and the edited one. */
export const advertisementsQueryKey = ["advertisements"] as const;

export function advertisementsPageQueryKey(page: number, filters: object = {}) {
  return [...advertisementsQueryKey, "page", page, filters] as const;
}

export function advertisementQueryKey(id: number) {
  return [...advertisementsQueryKey, "one", id] as const;
}
