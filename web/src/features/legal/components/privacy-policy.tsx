import { PRIVACY_MINIMUM_AGE } from '@taxi/contracts';
import { Link } from 'react-router-dom';
import { company } from '@/config/company';
import { publicPath } from '@/config/public-pages';
import { fill } from '@/i18n/fill';
import { siteValues } from '@/i18n/format';
import { useLocale, useMessages } from '@/i18n/locale-context';
import { ExternalLink } from './external-link';
import { Blocks, LegalDocument, type TextValues } from './legal-document';
import { ThirdPartyLinks } from './third-party-links';

/** Anchors of the sections, in the dictionary's order; the same in every language (the switcher keeps them). */
const SECTION_IDS = [
  'shromazdovani-informaci',
  'objednavka-z-webu',
  'sluzby-tretich-stran',
  'udaje-protokolu',
  'cookies',
  'poskytovatele-sluzeb',
  'zabezpeceni',
  'odkazy-na-jine-stranky',
  'ochrana-deti',
  'vase-prava',
  'zmeny-zasad',
  'kontakt',
] as const;

/** Privacy policy of the companion Android app (spec section 2, legal pages). */
export function PrivacyPolicy() {
  const locale = useLocale();
  const messages = useMessages();
  const t = messages.privacyPolicy;
  const { address } = company;
  const values: TextValues = {
    ...siteValues(locale),
    age: PRIVACY_MINIMUM_AGE,
    postalAddress: `${company.legalName}, ${address.street}, ${address.postalCode} ${address.city}`,
    email: <a href={`mailto:${company.email}`}>{company.email}</a>,
    phone: <a href={`tel:${company.phoneHref}`}>{company.phone}</a>,
    orderPage: <a href={publicPath('order', locale)}>{messages.order.title}</a>,
    deleteRequest: <Link to={publicPath('deleteRequest', locale)}>{messages.deleteRequest.title}</Link>,
    authority: <ExternalLink href="https://uoou.gov.cz">uoou.gov.cz</ExternalLink>,
  };
  return (
    <LegalDocument
      title={t.title}
      intro={<p>{fill(t.intro, siteValues(locale))}</p>}
      sections={t.sections.map((section, index) => {
        const id = SECTION_IDS[index] ?? `oddil-${index + 1}`;
        return {
          id,
          title: fill(section.title, { age: PRIVACY_MINIMUM_AGE }),
          body: (
            <>
              <Blocks blocks={section.body} values={values} />
              {id === 'sluzby-tretich-stran' && <ThirdPartyLinks to="privacy" />}
            </>
          ),
        };
      })}
    />
  );
}
