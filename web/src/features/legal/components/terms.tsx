import { company } from '@/config/company';
import { fill } from '@/i18n/fill';
import { siteValues } from '@/i18n/format';
import { useLocale, useMessages } from '@/i18n/locale-context';
import { Blocks, LegalDocument, type TextValues } from './legal-document';
import { ThirdPartyLinks } from './third-party-links';

/** Anchors of the sections, in the dictionary's order; the same in every language (the switcher keeps them). */
const SECTION_IDS = [
  'dusevni-vlastnictvi',
  'zmeny-a-poplatky',
  'zabezpeceni-zarizeni',
  'podminky-tretich-stran',
  'pripojeni-a-data',
  'baterie',
  'odpovednost',
  'aktualizace-a-ukonceni',
  'zmeny-podminek',
  'kontakt',
] as const;

/** Terms and conditions of the companion Android app (spec section 2, legal pages). */
export function Terms() {
  const locale = useLocale();
  const t = useMessages().terms;
  const { address } = company;
  const values: TextValues = {
    ...siteValues(locale),
    address: `${address.street}, ${address.postalCode} ${address.city}`,
    email: <a href={`mailto:${company.email}`}>{company.email}</a>,
    phone: <a href={`tel:${company.phoneHref}`}>{company.phone}</a>,
  };
  return (
    <LegalDocument
      title={t.title}
      intro={<p>{fill(t.intro, { ...siteValues(locale), address: values.address as string })}</p>}
      sections={t.sections.map((section, index) => {
        const id = SECTION_IDS[index] ?? `oddil-${index + 1}`;
        return {
          id,
          title: section.title,
          body: (
            <>
              <Blocks blocks={section.body} values={values} />
              {id === 'podminky-tretich-stran' && <ThirdPartyLinks to="terms" />}
            </>
          ),
        };
      })}
    />
  );
}
