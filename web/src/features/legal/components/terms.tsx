import { company } from '@/config/company';
import { ExternalLink } from './external-link';
import { LegalDocument, type LegalSection } from './legal-document';
import { THIRD_PARTY_SERVICES } from './third-parties';
import { endSentence } from '@/features/legal/utils/end-sentence';

const SECTIONS: LegalSection[] = [
  {
    id: 'dusevni-vlastnictvi',
    title: 'Duševní vlastnictví',
    body: (
      <p>
        Aplikaci ani žádnou její část nebo naše ochranné známky nesmíte kopírovat ani jakkoli upravovat. Není
        dovoleno pokoušet se získat zdrojový kód aplikace, překládat ji do jiných jazyků ani vytvářet odvozené
        verze. Aplikace a všechny ochranné známky, autorská práva, databázová práva a další práva duševního
        vlastnictví, která se k ní vztahují, zůstávají majetkem společnosti {endSentence(company.legalName)}
      </p>
    ),
  },
  {
    id: 'zmeny-a-poplatky',
    title: 'Změny aplikace a poplatky',
    body: (
      <p>
        Chceme, aby byla aplikace co nejužitečnější a nejúčinnější. Proto si vyhrazujeme právo ji kdykoli a z
        jakéhokoli důvodu měnit nebo za její služby účtovat poplatky. Za aplikaci ani za její služby vám nikdy
        nebudeme nic účtovat, aniž bychom vám předem jasně sdělili, za co přesně platíte. Cenu samotné jízdy
        najdete vždy v ceníku ve voze.
      </p>
    ),
  },
  {
    id: 'zabezpeceni-zarizeni',
    title: 'Zabezpečení zařízení',
    body: (
      <>
        <p>
          Aplikace ukládá a zpracovává osobní údaje, které jste nám poskytli, abychom vám mohli poskytovat
          naše služby. Za zabezpečení svého telefonu a přístupu k aplikaci odpovídáte vy.
        </p>
        <p>
          Nedoporučujeme telefon „rootovat“, tedy odstraňovat softwarová omezení a ochrany oficiálního
          operačního systému. Vystavili byste ho škodlivému softwaru, virům a jiným nebezpečným programům,
          oslabili byste bezpečnostní funkce telefonu a aplikace by nemusela fungovat správně, nebo vůbec.
        </p>
      </>
    ),
  },
  {
    id: 'podminky-tretich-stran',
    title: 'Podmínky třetích stran',
    body: (
      <>
        <p>Aplikace používá služby třetích stran, které mají vlastní smluvní podmínky:</p>
        <ul>
          {THIRD_PARTY_SERVICES.map((service) => (
            <li key={service.name}>
              <ExternalLink href={service.terms}>{service.name} – smluvní podmínky</ExternalLink>
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'pripojeni-a-data',
    title: 'Připojení k internetu a náklady na data',
    body: (
      <>
        <p>
          Některé funkce aplikace vyžadují aktivní připojení k internetu, přes Wi-Fi nebo mobilní data. Pokud
          nemáte přístup k Wi-Fi ani nemáte k dispozici žádná mobilní data, nemůžeme odpovídat za to, že
          aplikace nebude fungovat v plném rozsahu.
        </p>
        <p>
          Pokud aplikaci používáte mimo Wi-Fi, platí pro vás podmínky smlouvy s vaším mobilním operátorem. Za
          data spotřebovaná při používání aplikace vám operátor může účtovat poplatky, a to i za roaming,
          pokud aplikaci používáte v zahraničí bez vypnutého datového roamingu. Používáním aplikace přebíráte
          odpovědnost za tyto poplatky. Pokud nejste plátcem účtu za zařízení, na kterém aplikaci používáte,
          předpokládáme, že k tomu máte svolení plátce.
        </p>
      </>
    ),
  },
  {
    id: 'baterie',
    title: 'Baterie',
    body: (
      <p>
        Stejně tak nemůžeme vždy odpovídat za to, jak aplikaci používáte. Postarejte se prosím, aby vaše
        zařízení zůstalo nabité. Pokud se baterie vybije a vy se k naší službě nedostanete, nemůžeme za to
        převzít odpovědnost. Taxi si můžete vždy objednat také telefonicky na čísle{' '}
        <a href={`tel:${company.phoneHref}`}>{company.phone}</a>.
      </p>
    ),
  },
  {
    id: 'odpovednost',
    title: 'Odpovědnost',
    body: (
      <p>
        Snažíme se, aby aplikace byla vždy aktuální a správná. Některé informace, například mapové podklady
        nebo odhad doby příjezdu, však získáváme od třetích stran. Odhad ceny je orientační; závazná je cena
        podle ceníku ve voze. Nepřijímáme odpovědnost za žádnou přímou ani nepřímou ztrátu, která vám vznikne
        tím, že se zcela spolehnete na tuto funkčnost aplikace. Tím nejsou dotčena vaše práva spotřebitele
        podle právních předpisů.
      </p>
    ),
  },
  {
    id: 'aktualizace-a-ukonceni',
    title: 'Aktualizace a ukončení aplikace',
    body: (
      <>
        <p>
          Aplikace je v současnosti dostupná pro Android. Požadavky na systém se mohou měnit a pro další
          používání aplikace bude potřeba stahovat aktualizace. Nezaručujeme, že aplikaci budeme vždy
          aktualizovat tak, aby odpovídala vaší verzi systému Android. Souhlasíte s tím, že aktualizace
          aplikace přijmete, když vám budou nabídnuty.
        </p>
        <p>
          Můžeme se také rozhodnout aplikaci přestat poskytovat a její používání ukončit, a to kdykoli a bez
          předchozího upozornění. Pokud vám neoznámíme jinak, při ukončení zanikají práva a licence, které vám
          tyto podmínky udělují, a vy musíte aplikaci přestat používat a v případě potřeby ji ze zařízení
          smazat.
        </p>
      </>
    ),
  },
  {
    id: 'zmeny-podminek',
    title: 'Změny těchto podmínek',
    body: (
      <p>
        Tyto podmínky můžeme čas od času aktualizovat. Doporučujeme vám proto tuto stránku pravidelně
        kontrolovat. O každé změně vás budeme informovat zveřejněním nových podmínek na této stránce. Změny
        jsou účinné okamžikem zveřejnění.
      </p>
    ),
  },
  {
    id: 'kontakt',
    title: 'Kontaktujte nás',
    body: (
      <p>
        Máte-li k těmto podmínkám jakékoli dotazy nebo návrhy, napište nám na{' '}
        <a href={`mailto:${company.email}`}>{company.email}</a> nebo zavolejte na{' '}
        <a href={`tel:${company.phoneHref}`}>{company.phone}</a>.
      </p>
    ),
  },
];

/** Terms and conditions of the companion Android app (spec section 2, legal pages). */
export function Terms() {
  return (
    <LegalDocument
      title="Obchodní podmínky"
      intro={
        <p>
          Stažením nebo používáním mobilní aplikace {company.name} se na vás automaticky vztahují tyto
          podmínky. Přečtěte si je proto prosím pozorně ještě před tím, než aplikaci začnete používat.
          Aplikaci provozuje společnost {company.legalName}, {company.address.street},{' '}
          {company.address.postalCode} {company.address.city}.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
