import type { FEATURE_CHOICES } from '../../../../domain/constants';

/**
 * The 22 suggested features (SPEC §3) as the Arabic pages write them: the suggestions of the car form's Arabic
 * features (issue 22). Arabic in both portal languages, since they are words of the Arabic pages, not of the portal.
 */
export const ARABIC_FEATURE_CHOICES: Readonly<Record<(typeof FEATURE_CHOICES)[number], string>> = {
  'Air Conditioning': 'تكييف هواء',
  Bluetooth: 'بلوتوث',
  'GPS Navigation': 'نظام ملاحة GPS',
  'Leather Seats': 'مقاعد جلدية',
  Sunroof: 'فتحة سقف',
  'Backup Camera': 'كاميرا خلفية',
  'Parking Sensors': 'حساسات ركن',
  'Keyless Entry': 'دخول بدون مفتاح',
  'Push Start': 'تشغيل بزر',
  'Cruise Control': 'مثبت سرعة',
  'Premium Sound System': 'نظام صوت فاخر',
  'USB Charging': 'شحن USB',
  'WiFi Hotspot': 'نقطة اتصال Wi-Fi',
  'Heated Seats': 'مقاعد مدفأة',
  'Ventilated Seats': 'مقاعد مهوّاة',
  'Apple CarPlay': 'Apple CarPlay',
  'Android Auto': 'Android Auto',
  'Wireless Charging': 'شحن لاسلكي',
  '360 Camera': 'كاميرا 360 درجة',
  'Lane Assist': 'مساعد البقاء في المسار',
  'Adaptive Cruise Control': 'مثبت سرعة تكيّفي',
  'Blind Spot Monitor': 'مراقبة النقطة العمياء',
};
