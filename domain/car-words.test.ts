import { describe, expect, it } from 'vitest';
import { carWords, hasDescriptionIn, imageAlt, wordsLang } from './car-words';

const car = {
  description: 'A grand tourer.',
  features: ['Bluetooth', 'Sunroof'],
  metaTitle: 'Rent a Ferrari Roma',
  metaDescription: '  ',
};

describe('carWords (issue 22)', () => {
  it('an English page reads the English fields, as they are', () => {
    expect(carWords({ ...car, ar: { description: 'سيارة.' } }, 'en')).toEqual({
      description: { text: 'A grand tourer.', lang: 'en' },
      features: { text: ['Bluetooth', 'Sunroof'], lang: 'en' },
      metaTitle: 'Rent a Ferrari Roma',
      metaDescription: null,
    });
  });

  it('an Arabic page reads the Arabic words field by field, else the English marked English; never the English meta texts', () => {
    expect(carWords({ ...car, ar: { description: ' سيارة. ', features: ['بلوتوث', ' '], metaDescription: 'وصف.' } }, 'ar')).toEqual({
      description: { text: 'سيارة.', lang: 'ar' },
      features: { text: ['بلوتوث'], lang: 'ar' },
      metaTitle: null,
      metaDescription: 'وصف.',
    });
    expect(carWords(car, 'ar')).toEqual({
      description: { text: 'A grand tourer.', lang: 'en' },
      features: { text: ['Bluetooth', 'Sunroof'], lang: 'en' },
      metaTitle: null,
      metaDescription: null,
    });
  });

  it("an image's alt, the Arabic-missing test and the attributes of words in another language", () => {
    expect(imageAlt({ alt: 'Front', altAr: 'من الأمام' }, 'ar')).toEqual({ text: 'من الأمام', lang: 'ar' });
    expect(imageAlt({ alt: 'Front', altAr: ' ' }, 'ar')).toEqual({ text: 'Front', lang: 'en' });
    expect(imageAlt({ alt: 'Front', altAr: 'من الأمام' }, 'en')).toEqual({ text: 'Front', lang: 'en' });
    expect(hasDescriptionIn({ description: 'A grand tourer.' }, 'ar')).toBe(false);
    expect(hasDescriptionIn({ description: 'A grand tourer.', ar: { metaTitle: 'عنوان' } }, 'ar')).toBe(false);
    expect(hasDescriptionIn({ description: '', ar: { description: 'سيارة.' } }, 'ar')).toBe(true);
    expect(hasDescriptionIn({ description: 'A grand tourer.' }, 'en')).toBe(true);
    expect(wordsLang('en', 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(wordsLang('ar', 'ar')).toEqual({});
    expect(wordsLang('en', 'en')).toEqual({});
  });
});
