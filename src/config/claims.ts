/** The marketing claims of SPEC §1, shown on the home hero and the about page. */
export type Claim = { value: string; label: string };

export const CLAIM_VEHICLES: Claim = { value: '40+', label: 'Premium Vehicles' };
export const CLAIM_CUSTOMERS: Claim = { value: '2000+', label: 'Happy Customers' };
export const CLAIM_YEARS: Claim = { value: '5+', label: 'Years in Dubai' };
export const CLAIM_SUPPORT: Claim = { value: '24/7', label: 'Support' };

/** Home hero stats, followed there by the SERVICE_BADGE. */
export const HOME_CLAIMS: readonly Claim[] = [CLAIM_VEHICLES, CLAIM_CUSTOMERS, CLAIM_YEARS];
/** About page stats (SPEC §2). */
export const ABOUT_CLAIMS: readonly Claim[] = [CLAIM_VEHICLES, CLAIM_CUSTOMERS, CLAIM_YEARS, CLAIM_SUPPORT];

export const SERVICE_BADGE = '24/7 Service Available';
export const EXCELLENCE_BADGE = '15+ years of excellence';

/** The perks of SPEC §1. */
export const PERKS: readonly string[] = ['24/7 Support', 'Free Delivery & Pickup', 'Comprehensive Insurance', 'No Hidden Fees'];
