/** The car card's own words (SPEC §3); the car's data words are translated by src/config/vehicle-term.ts. */
export const CAR_CARD_TEXT = {
  contactForPrice: 'Contact for Price',
  perDay: ' / day',
  /** '5 Seats': `written` is the count as useFormat writes it. */
  seats: (count: number, written: string = String(count)) => `${written} Seats`,
} as const;
