import { HOME_TOWN_DELIVERY_PRICE_KC, MAX_PASSENGERS } from '@taxi/contracts';
import { company } from '@/config/company';
import { absoluteUrl } from '@/config/page-meta';

/** schema.org data of the landing page: a taxi service that is also a local business. */
export function localBusinessSchema(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': ['TaxiService', 'LocalBusiness'],
    '@id': `${absoluteUrl('/')}#company`,
    name: company.name,
    legalName: company.legalName,
    description: `Místní taxi v Litoměřicích: jízda po městě za ${HOME_TOWN_DELIVERY_PRICE_KC} Kč, vozy až pro ${MAX_PASSENGERS} osob.`,
    url: absoluteUrl('/'),
    telephone: company.phoneHref,
    email: company.email,
    image: absoluteUrl(company.images.social),
    logo: absoluteUrl('/apple-touch-icon.png'),
    priceRange: `od ${HOME_TOWN_DELIVERY_PRICE_KC} Kč`,
    currenciesAccepted: 'CZK',
    paymentAccepted: 'Hotově, platební karta, bezkontaktní platba',
    areaServed: company.areaServed,
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
    provider: { '@id': `${absoluteUrl('/')}#company` },
  };
}
