import { HOME_TOWN_DELIVERY_PRICE_KC, MAX_PASSENGERS } from '@taxi/contracts';
import { company } from '@/config/company';
import { paths } from '@/config/paths';

export type PageMeta = {
  /** The path the canonical URL points to. */
  path: string;
  title: string;
  description: string;
  /** Pages search engines should not list (login, 404). */
  noindex?: boolean;
};

const suffix = ` – ${company.name}`;

/** Title and description of every public page; used by the prerenderer and on client navigation. */
export const PAGE_META = {
  home: {
    path: paths.home,
    title: `${company.name} – po městě za ${HOME_TOWN_DELIVERY_PRICE_KC} Kč, až ${MAX_PASSENGERS} osob`,
    description: `Místní taxi v Litoměřicích: jízda po městě za ${HOME_TOWN_DELIVERY_PRICE_KC} Kč, vozy až pro ${MAX_PASSENGERS} osob a zkušení řidiči. Volejte ${company.phone} nebo nám napište.`,
  },
  gallery: {
    path: paths.gallery,
    title: `Galerie${suffix}`,
    description: 'Ilustrace našich vozů a míst v Litoměřicích a okolí, kam vás každý den vozíme.',
  },
  privacyPolicy: {
    path: paths.privacyPolicy,
    title: `Zásady ochrany osobních údajů${suffix}`,
    description: `Jak mobilní aplikace ${company.name} pro Android shromažďuje, používá a chrání osobní údaje.`,
  },
  terms: {
    path: paths.terms,
    title: `Obchodní podmínky${suffix}`,
    description: `Podmínky používání mobilní aplikace ${company.name} pro Android.`,
  },
  deleteRequest: {
    path: paths.deleteRequest,
    title: `Žádost o smazání účtu${suffix}`,
    description: `Jak požádat o smazání účtu v aplikaci ${company.name}.`,
  },
  order: {
    path: paths.order,
    title: `Objednat taxi${suffix}`,
    description: `Objednejte si taxi v Litoměřicích a okolí online: cenu znáte předem, jízdu sledujete na mapě a do přidělení řidiče ji zrušíte zdarma.`,
  },
  orderStatus: {
    path: paths.orderStatus,
    title: `Vaše jízda${suffix}`,
    description: 'Stav vaší objednávky taxi: řidič, vůz na mapě a čas přistavení.',
    noindex: true,
  },
  login: {
    path: paths.login,
    title: `Přihlášení${suffix}`,
    description: `Přihlášení do administrace ${company.name}.`,
    noindex: true,
  },
  notFound: {
    path: '/404',
    title: `Stránka nenalezena${suffix}`,
    description: 'Požadovaná stránka neexistuje.',
    noindex: true,
  },
} as const satisfies Record<string, PageMeta>;

export type PageKey = keyof typeof PAGE_META;

export function absoluteUrl(path: string): string {
  return new URL(path, company.baseUrl).href;
}
