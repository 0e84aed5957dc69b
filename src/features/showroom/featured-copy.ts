/** Texts of the home 'Featured Vehicles' states (SPEC §2, §8), spelled exactly as SPEC spells them. */
export const FEATURED_TEXT = {
  loading: 'Loading featured vehicles...',
  tryAgain: 'Try Again',
  emptyTitle: 'No Cars Found',
  emptyText: "We're currently updating our fleet. Please check back soon!",
  contactForUpdates: 'Contact Us for Updates',
} as const;
