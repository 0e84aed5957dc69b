import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/app-messages';
import { MSG as MSG_AR } from '../../domain/app-messages.ar';
import { localizeMessage } from './messages';

describe('localizeMessage', () => {
  it('leaves every message as it is in English', () => {
    expect(localizeMessage(MSG.networkError, 'en')).toBe(MSG.networkError);
    expect(localizeMessage(MSG.serverError(500, MSG.fetchCarsFailed), 'en')).toBe('Server Error (500): Failed to fetch cars');
  });

  it('translates every fixed message of the catalogue', () => {
    for (const key of Object.keys(MSG) as (keyof typeof MSG)[]) {
      const en = MSG[key];
      const ar = MSG_AR[key];
      if (typeof en === 'string' && typeof ar === 'string') expect(localizeMessage(en, 'ar')).toBe(ar);
    }
  });

  it('matches templated messages and translates their inner message', () => {
    expect(localizeMessage(MSG.serverError(500, MSG.fetchCarsFailed), 'ar')).toBe(MSG_AR.serverError(500, MSG_AR.fetchCarsFailed));
    expect(localizeMessage(MSG.publicError(404, MSG.carNotFound), 'ar')).toBe(MSG_AR.publicError(404, MSG_AR.carNotFound));
    expect(localizeMessage(MSG.loadingVehiclesError(MSG.httpError(502)), 'ar')).toBe(MSG_AR.loadingVehiclesError(MSG_AR.httpError(502)));
    expect(localizeMessage(MSG.addCarFailedReason(MSG.serverError(500, MSG.networkError)), 'ar')).toBe(
      MSG_AR.addCarFailedReason(MSG_AR.serverError(500, MSG_AR.networkError)),
    );
    expect(localizeMessage(MSG.retryingIn(5), 'ar')).toBe(MSG_AR.retryingIn(5));
    expect(localizeMessage(MSG.noCarsFound(), 'ar')).toBe(MSG_AR.noCarsFound());
  });

  it('returns a text it does not know as it is, also inside a template', () => {
    expect(localizeMessage('Brand is mandatory', 'ar')).toBe('Brand is mandatory');
    expect(localizeMessage(MSG.serverError(422, 'Brand is mandatory'), 'ar')).toBe(MSG_AR.serverError(422, 'Brand is mandatory'));
    expect(localizeMessage('', 'ar')).toBe('');
  });

  it('writes Arabic for the templated messages', () => {
    expect(localizeMessage('HTTP error! status: 503', 'ar')).toMatch(/[\u0600-\u06FF]/);
    expect(localizeMessage('HTTP error! status: 503', 'ar')).toContain('503');
  });
});
