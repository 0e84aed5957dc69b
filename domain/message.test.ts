import { describe, expect, it } from 'vitest';
import { MSG } from './app-messages';
import { MSG as MSG_AR } from './app-messages.ar';
import { formatMessage, isMessageOf, msg, verbatim } from './message';
import { SERVER_TEXTS } from './server-texts';

describe('message descriptors and their one formatter', () => {
  it('renders every fixed entry of the catalogue in each language', () => {
    for (const key of Object.keys(MSG) as (keyof typeof MSG)[]) {
      if (typeof MSG[key] !== 'string') continue;
      const descriptor = { key };
      expect(formatMessage(descriptor, MSG)).toBe(MSG[key]);
      expect(formatMessage(descriptor, MSG_AR)).toBe(MSG_AR[key]);
    }
  });

  it('fills a template with its arguments, rendering an inner descriptor in the same language', () => {
    const nested = msg('serverError', 500, msg('fetchCarsFailed'));
    expect(formatMessage(nested, MSG)).toBe('Server Error (500): Failed to fetch cars');
    expect(formatMessage(nested, MSG_AR)).toBe(MSG_AR.serverError(500, MSG_AR.fetchCarsFailed));
    const deep = msg('addCarFailedReason', msg('serverError', 500, msg('networkError')));
    expect(formatMessage(deep, MSG_AR)).toBe(MSG_AR.addCarFailedReason(MSG_AR.serverError(500, MSG_AR.networkError)));
    expect(formatMessage(msg('retryingIn', 5), MSG_AR)).toBe(MSG_AR.retryingIn(5));
    expect(formatMessage(msg('noCarsFound'), MSG_AR)).toBe(MSG_AR.noCarsFound());
    expect(formatMessage(msg('httpError', 503), MSG_AR)).toMatch(/[\u0600-\u06FF]/);
  });

  it('carries a text that is no entry as it is, also inside a template', () => {
    expect(formatMessage(verbatim('Brand is mandatory'), MSG_AR)).toBe('Brand is mandatory');
    expect(formatMessage(msg('serverError', 422, verbatim('Brand is mandatory')), MSG_AR)).toBe(MSG_AR.serverError(422, 'Brand is mandatory'));
    expect(formatMessage(msg('serverError', 422, 'Brand is mandatory'), MSG_AR)).toBe(MSG_AR.serverError(422, 'Brand is mandatory'));
  });

  it('tells which entry a descriptor is', () => {
    expect(isMessageOf(msg('statsFailed'), 'statsFailed')).toBe(true);
    expect(isMessageOf(msg('serverError', 500, msg('statsFailed')), 'statsFailed')).toBe(false);
    expect(isMessageOf(verbatim('Failed to fetch car statistics'), 'statsFailed')).toBe(false);
    expect(isMessageOf(null, 'statsFailed')).toBe(false);
  });

  it('takes the protocol texts a server says from one place, as the catalogue writes them', () => {
    for (const [key, text] of Object.entries(SERVER_TEXTS)) expect(MSG[key as keyof typeof SERVER_TEXTS]).toBe(text);
  });
});
