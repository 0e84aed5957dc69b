import type * as en from './app-messages';
import { isolate, ltr } from './bidi';
import type { Translated } from './locale';

/** A count with its noun as Arabic grammar wants it: 3–10 take the plural, other counts the singular (5 ثوانٍ, 15 ثانية). */
const counted = (count: number, singular: string, plural: string): string =>
  `${count} ${count >= 3 && count <= 10 ? plural : singular}`;

/**
 * The Arabic message catalogue: every text of app-messages.ts, the same keys. Machines and clients hold descriptors
 * (domain/message.ts); a view renders them in the page's language with useMessageText().
 */
export const MSG: Translated<typeof en.MSG> = {
  // Admin and generic (SPEC §8)
  serverError: (status, message) => `خطأ في الخادم (${status}): ${message}`,
  networkError: 'خطأ في الشبكة: تعذّر الاتصال بالخادم. يُرجى التحقق من اتصالك بالإنترنت.',
  requestError: (message) => `خطأ في الطلب: ${message}`,
  unexpected: 'حدث خطأ غير متوقع',
  loginFailed: 'تعذّر تسجيل الدخول',
  logoutFailed: 'تعذّر تسجيل الخروج',
  refreshFailed: 'تعذّر تجديد رمز الدخول',
  checkFailed: 'تعذّر التحقق من تسجيل الدخول',
  passwordChangeFailed: 'تعذّر تغيير كلمة المرور',
  passwordResetFailed: 'تعذّرت إعادة تعيين كلمة المرور',
  noToken: 'لم يُعثر على رمز الدخول',
  fetchCarsFailed: 'تعذّر تحميل السيارات',
  carNotFound: 'لم يُعثر على السيارة',
  addCarFailed: 'تعذّرت إضافة السيارة',
  updateCarFailed: 'تعذّر تحديث السيارة',
  uploadImageFailed: 'تعذّر رفع الصورة',
  statusUpdateFailed: 'تعذّر تحديث حالة السيارة',
  statsFailed: 'تعذّر تحميل إحصاءات السيارات',
  demandFailed: 'تعذّر تحميل إحصاءات الطلب',
  fetchEnquiriesFailed: 'تعذّر تحميل الاستفسارات',
  fetchEnquiryFailed: 'تعذّر تحميل الاستفسار',
  updateEnquiryFailed: 'تعذّر تحديث الاستفسار',
  addNoteFailed: 'تعذّرت إضافة الملاحظة',
  deleteEnquiryFailed: 'تعذّر حذف الاستفسار',
  exportEnquiriesFailed: 'تعذّر تصدير الاستفسارات',
  fetchAccountsFailed: 'تعذّر تحميل حسابات المسؤولين',
  invalidEnquiryId: 'معرّف الاستفسار غير صالح',
  fetchTeamFailed: 'تعذّر تحميل الحسابات',
  inviteFailed: 'تعذّر إرسال الدعوة',
  deactivateFailed: 'تعذّر إيقاف الحساب',
  reactivateFailed: 'تعذّرت إعادة تفعيل الحساب',
  signOutOthersFailed: 'تعذّر تسجيل خروج جلساتك الأخرى',
  invalidAccountId: 'معرّف الحساب غير صالح',
  invitationSent: (email) => `أُرسلت الدعوة إلى ${ltr(email)}`,
  accountDeactivated: (name) => `لم يعد بإمكان ${isolate(name)} تسجيل الدخول`,
  accountReactivated: (name) => `صار بإمكان ${isolate(name)} تسجيل الدخول من جديد`,
  signedOutOthers: 'تم تسجيل خروج جلساتك الأخرى',
  fetchActivityFailed: 'تعذّر تحميل سجل النشاط',
  fetchTrashFailed: 'تعذّر تحميل سلة المحذوفات',
  restoreCarFailed: 'تعذّرت استعادة السيارة',
  purgeCarFailed: 'تعذّر حذف السيارة نهائيًا',
  carInTrash: (days) => `تبقى في سلة المحذوفات ${counted(days, 'يومًا', 'أيام')}.`,
  undo: 'تراجع',
  carRestored: 'تمت استعادة السيارة بنجاح!',
  carRestoredNewSlug: (slug) => `أخذت سيارة أخرى معرّفها النصي السابق، فصار «${ltr(slug)}».`,
  carPurged: 'تم حذف السيارة نهائيًا',

  // Public (SPEC §8)
  tooManyRequests: 'طلبات كثيرة جدًا. يُرجى الانتظار قليلًا قبل المحاولة مجددًا.',
  invalidParams: 'معايير الطلب غير صالحة. يُرجى المحاولة مجددًا.',
  publicServerError: 'خطأ في الخادم. يُرجى المحاولة لاحقًا.',
  publicError: (status, message) => `خطأ (${status}): ${message}`,
  featuredFailed: 'تعذّر تحميل السيارات المميزة',
  categoryFailed: 'تعذّر تحميل سيارات هذه الفئة',
  brandFailed: 'تعذّر تحميل سيارات هذه العلامة',
  brandsFailed: 'تعذّر تحميل العلامات التجارية',
  relatedFailed: 'تعذّر تحميل السيارات المشابهة',
  viewCountFailed: 'تعذّر تحديث عدد المشاهدات',
  httpError: (status) => `خطأ HTTP! الحالة: ${status}`,
  invalidResponseFormat: 'صيغة الاستجابة غير صالحة',
  loadingVehiclesError: (message) => `خطأ في تحميل السيارات: ${message}`,

  // Request queue (SPEC §4)
  requestTimeout: 'انتهت مهلة الطلب',
  requestAborted: 'أُلغي الطلب',
  maxRetries: 'تجاوزت المحاولات الحد الأقصى بسبب تقييد عدد الطلبات',

  // Local validation (SPEC §5)
  invalidCarId: 'معرّف السيارة غير صالح',
  invalidCarIdProvided: 'معرّف السيارة المُرسل غير صالح',
  invalidRelatedId: 'معرّف السيارة غير صالح لعرض السيارات المشابهة',
  invalidViewId: 'معرّف السيارة غير صالح لتحديث عدد المشاهدات',
  invalidPage: 'رقم الصفحة غير صالح',
  serverInvalidId: 'يلزم معرّف سيارة صالح',

  // Upload (SPEC §5 and §8)
  fileTooLarge: 'يجب أن يقل حجم الملف عن 5 ميغابايت',
  fileType: 'يُسمح فقط بصور JPEG وPNG وWebP',
  uploadTimeout: 'انتهت مهلة الرفع. يُرجى المحاولة مجددًا.',
  uploadAuth: 'فشل التحقق من الهوية. يُرجى تسجيل الدخول مجددًا.',
  upload413: 'الملف كبير جدًا. الحد الأقصى للحجم 5 ميغابايت.',
  uploadGeneric: 'تعذّر رفع الصورة. يُرجى المحاولة مجددًا.',

  // Car form and admin toasts (SPEC §5 and §8)
  pleaseWait: 'يُرجى الانتظار',
  imagesUploading: 'لا يزال رفع الصور جاريًا...',
  errorTitle: 'خطأ',
  imageRequired: 'يلزم إرفاق صورة واحدة على الأقل للسيارة',
  carUpdated: 'تم تحديث السيارة بنجاح!',
  carAdded: 'تمت إضافة السيارة بنجاح!',
  carDeleted: 'تم حذف السيارة بنجاح!',
  addCarFailedReason: (reason) => `تعذّرت إضافة السيارة: ${reason}`,
  deleteCarFailed: 'تعذّر حذف السيارة',
  carStillSaving: 'لا يزال حفظ السيارة جاريًا...',

  // Contact form (SPEC §8)
  contactSuccessTitle: 'تم إرسال رسالتك بنجاح!',
  contactSuccessText: 'شكرًا لتواصلك معنا. سيرد عليك فريقنا خلال 24 ساعة.',
  contactFailureText: 'تعذّر إرسال الرسالة. يُرجى المحاولة مجددًا أو التواصل معنا مباشرة.',
  contactSending: 'جارٍ إرسال الرسالة...',
  fieldRequired: (label) => `حقل «${label}» مطلوب.`,
  emailInvalid: 'يُرجى إدخال بريد إلكتروني صالح، مثل name@example.com.',

  // Login (SPEC §2)
  loginSuccess: 'تم تسجيل الدخول بنجاح! جارٍ التحويل...',
  // Password change and reset
  passwordFieldsRequired: 'يُرجى تعبئة جميع الحقول.',
  passwordTooShort: (min) => `يجب ألا تقل كلمة المرور الجديدة عن ${counted(min, 'حرفًا', 'أحرف')}.`,
  passwordMismatch: 'كلمتا المرور الجديدتان غير متطابقتين.',
  passwordChanged: 'تم تغيير كلمة المرور بنجاح',
  resetLinkSent: 'إن كان هناك حساب مرتبط بهذا البريد الإلكتروني، فسيصلك رابط لإعادة تعيين كلمة المرور قريبًا.',
  passwordResetDone: 'تمت إعادة تعيين كلمة المرور. يمكنك الآن تسجيل الدخول بكلمة المرور الجديدة.',
  passwordSetDone: 'تم تعيين كلمة المرور. يمكنك الآن تسجيل الدخول.',
  resetTokenMissing: 'رابط إعادة التعيين هذا غير مكتمل أو منتهي الصلاحية. اطلب رابطًا جديدًا.',

  // Screens (SPEC §2)
  notFoundTitle: 'عذرًا! الصفحة غير موجودة',

  // Fleet list screens (SPEC §2, §8)
  rateLimitedTitle: 'تم تقييد الطلبات - طلبات كثيرة جدًا',
  rateLimitedText: 'يُرجى الانتظار قبل إرسال طلب آخر.',
  retryingIn: (seconds) => `إعادة المحاولة خلال ${counted(seconds, 'ثانية', 'ثوانٍ')}...`,
  waitSeconds: (seconds) => `انتظر ${seconds} ث`,
  retryNow: 'أعد المحاولة الآن',
  tryAgain: 'حاول مجددًا',
  rateLimitedButton: 'الطلبات مقيّدة',
  noCarsFound: (category) => (category ? `لم يُعثر على سيارات ${category}` : 'لم يُعثر على سيارات'),
  noCarsHint: 'جرّب تعديل عوامل التصفية أو تصفّح جميع السيارات',
  clearFilters: 'مسح عوامل التصفية',
  browseAllCars: 'تصفّح جميع السيارات',
  searching: 'جارٍ البحث...',
  noSuggestions: 'لم يُعثر على سيارات.',
  categoryEmpty: (label) => `لا تتوفر سيارات ${label} في الوقت الحالي`,
};
