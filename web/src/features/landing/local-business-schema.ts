import { company } from '@/config/company';
import { absoluteUrl } from '@/config/page-meta';
import { publicPath } from '@/config/public-pages';
import { fill } from '@/i18n/fill';
import { siteValues } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';

/**
 * schema.org data of the landing page in its language: a taxi service that is also a local business.
 * One `@id` for the business in every language, so search engines see one company.
 */
export function localBusinessSchema(locale: Locale, messages: Messages): Record<string, unknown> {
  const texts = messages.home.business;
  const values = siteValues(locale);
  const id = `${absoluteUrl('/')}#company`;
  return {
    '@context': 'https://schema.org',
    '@type': ['TaxiService', 'LocalBusiness'],
    '@id': id,
    name: company.name,
    legalName: company.legalName,
    description: fill(texts.description, values),
    url: absoluteUrl(publicPath('home', locale)),
    telephone: company.phoneHref,
    email: company.email,
    image: absoluteUrl(company.images.social[locale]),
    logo: absoluteUrl('/apple-touch-icon.png'),
    priceRange: fill(texts.priceRange, values),
    currenciesAccepted: 'CZK',
    paymentAccepted: texts.paymentAccepted,
    areaServed: texts.areaServed,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: company.address.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: company.address.latitude,
      longitude: company.address.longitude,
    },
    openingHoursSpecification: company.openingHoursSpecification.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: slot.days.map((day) => `https://schema.org/${day}`),
      opens: slot.opens,
      closes: slot.closes,
    })),
    sameAs: company.social.map((profile) => profile.url),
    provider: { '@id': id },
  };
}
