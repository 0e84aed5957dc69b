/** The shortlist's heart and the header's entry to it (issue 12): named by what pressing them does. */
export const SHORTLIST_TOGGLE_TEXT = {
  save: (car: string) => `Save ${car} to your shortlist`,
  remove: (car: string) => `Remove ${car} from your shortlist`,
  full: (car: string, max: number) => `Your shortlist holds ${max} cars: remove one to save ${car}`,
  /** The header's heart link, with the number of saved cars once the browser has read them. */
  link: 'Shortlist',
  linkWithCount: (count: number) => (count === 1 ? 'Shortlist, 1 car saved' : `Shortlist, ${count} cars saved`),
} as const;
