import { afterEach, describe, expect, it } from 'vitest';
import { firstVisit, keepFirstVisit } from './first-visit';

const at = (href: string) => new URL(href) as unknown as Location;

describe('the first visit (issue 38)', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the first visit only: its UTM parameters, the linking site and the landing page', () => {
    keepFirstVisit(
      at('https://studio.example/explore?utm_source=instagram&utm_medium=social&utm_campaign=spring'),
      'https://l.instagram.com/x',
    );
    keepFirstVisit(at('https://studio.example/pricing?utm_source=newsletter'), 'https://mail.example/');
    expect(firstVisit()).toEqual({
      device: expect.stringMatching(/^[0-9a-z]{8,}$/),
      utm_source: 'instagram',
      utm_medium: 'social',
      utm_campaign: 'spring',
      referrer: 'https://l.instagram.com/x',
      landing_page: '/explore',
    });
  });

  it('leaves out a page of our own as the referrer, and cuts long values to what the server keeps', () => {
    keepFirstVisit(
      at(`https://studio.example/sign/signup?utm_campaign=${'x'.repeat(300)}`),
      'https://studio.example/',
    );
    expect(firstVisit()).toEqual({
      device: expect.any(String),
      utm_campaign: 'x'.repeat(200),
      landing_page: '/sign/signup',
    });
  });

  it("names a gift's link as the source of a visit that has none of its own (decision 0048)", () => {
    keepFirstVisit(at('https://studio.example/sign/signup?gift=ABCDEFGHJKLM'), '');
    expect(firstVisit()).toEqual({
      device: expect.any(String),
      utm_source: 'gift',
      landing_page: '/sign/signup',
    });
  });

  it('is nothing before any visit was kept', () => {
    expect(firstVisit()).toBeUndefined();
  });
});
