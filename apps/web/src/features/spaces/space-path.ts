/** The Space's own page, which feeds, calendar entries and shares link to. */
export const spacePagePath = (id: number) => `/spaces/${id}`
