import type { Claim } from './claims';

/** The marketing claims of SPEC §1 in Arabic, read through claims-text.ts (decision 020): the figures stay in digits. */
export const CLAIM_VEHICLES: Claim = { value: '40+', label: 'سيارة فاخرة' };
export const CLAIM_CUSTOMERS: Claim = { value: '2000+', label: 'عميل سعيد' };
export const CLAIM_YEARS: Claim = { value: '5+', label: 'سنوات في دبي' };
export const CLAIM_SUPPORT: Claim = { value: '24/7', label: 'دعم متواصل' };

export const HOME_CLAIMS: readonly Claim[] = [CLAIM_VEHICLES, CLAIM_CUSTOMERS, CLAIM_YEARS];
export const ABOUT_CLAIMS: readonly Claim[] = [CLAIM_VEHICLES, CLAIM_CUSTOMERS, CLAIM_YEARS, CLAIM_SUPPORT];

export const SERVICE_BADGE: string = 'خدمة متاحة على مدار الساعة';
export const EXCELLENCE_BADGE: string = 'أكثر من 15 عاماً من التميّز';

export const PERKS: readonly string[] = ['دعم على مدار الساعة', 'توصيل واستلام مجانيان', 'تأمين شامل', 'بلا رسوم خفية'];
