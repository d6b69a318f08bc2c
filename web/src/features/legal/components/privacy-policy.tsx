import { PRIVACY_MINIMUM_AGE } from '@taxi/contracts';
import { Link } from 'react-router-dom';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { ExternalLink } from './external-link';
import { LegalDocument, type LegalSection } from './legal-document';
import { THIRD_PARTY_SERVICES } from './third-parties';

const app = `mobilní aplikaci ${company.name}`;
const contact = (
  <>
    e-mailem na <a href={`mailto:${company.email}`}>{company.email}</a>
  </>
);

const SECTIONS: LegalSection[] = [
  {
    id: 'shromazdovani-informaci',
    title: 'Shromažďování a používání informací',
    body: (
      <>
        <p>
          Abychom vám mohli poskytovat naše služby, můžeme vás při používání aplikace požádat o některé osobní
          údaje. Jde zejména o:
        </p>
        <ul>
          <li>jméno a příjmení, telefonní číslo a e-mailovou adresu, které zadáte při registraci,</li>
          <li>
            polohu zařízení, pokud k ní aplikaci povolíte přístup – potřebujeme ji k určení místa vyzvednutí,
            k odhadu ceny a ke sledování přijíždějícího vozu,
          </li>
          <li>adresy vyzvednutí a cíle, čas objednávky, počet cestujících a historii vašich jízd,</li>
          <li>způsob platby (hotově, kartou nebo bezkontaktně); údaje o platební kartě neukládáme.</li>
        </ul>
        <p>
          Tyto údaje používáme výhradně k vyřízení objednávky, ke komunikaci s vámi, k vyúčtování jízdy a ke
          zlepšování služby. Nikomu je neprodáváme. Uchováváme je jen po dobu nezbytně nutnou, nejdéle po
          dobu, kterou nám ukládají právní předpisy (například účetní a daňové).
        </p>
        <p>
          Aplikace dále využívá služby třetích stran, které mohou shromažďovat informace sloužící k vaší
          identifikaci (viz následující oddíl).
        </p>
      </>
    ),
  },
  {
    id: 'objednavka-z-webu',
    title: 'Objednávka z webu',
    body: (
      <>
        <p>
          Když si objednáte taxi na stránce <Link to={paths.order}>Objednat</Link>, zpracováváme tyto údaje, a
          to jen proto, abychom vám jízdu mohli přistavit:
        </p>
        <ul>
          <li>
            jméno a telefon, místa odkud a kam, čas jízdy, počet osob a cenu předáme s objednávkou do našeho
            dispečerského systému, stejně jako když objednáváte telefonicky, a uchováváme je stejně dlouho
            jako u telefonických objednávek,
          </li>
          <li>
            jazyk stránky, zda vezete zavazadla nebo potřebujete dětskou sedačku, poznámku pro dispečera a
            soukromý odkaz na stav jízdy drží web do 24 hodin po skončení jízdy (u jízdy na později nejdéle 16
            dní), pak je smaže; telefon do té doby slouží také k omezení počtu otevřených objednávek,
          </li>
          <li>
            místa nabídnutá vyhledáváním si web pamatuje hodinu; spočítanou cenu drží jen váš prohlížeč,
          </li>
          <li>
            váš prohlížeč si v úložišti pamatuje odkaz na otevřenou objednávku, aby vám web ukázal „Vaše
            jízda“; po skončení jízdy ho smaže. Smazat ho můžete i sami vymazáním dat stránky.
          </li>
        </ul>
        <p>
          Soukromý odkaz na stav jízdy zná jen váš prohlížeč: jeho kód je za znakem #, který prohlížeče
          neposílají serveru, takže se neobjeví v žádném záznamu. Kdo odkaz má, vidí stav jízdy, jméno řidiče
          a polohu vozu až do vyzvednutí; nikomu ho proto neposílejte.
        </p>
      </>
    ),
  },
  {
    id: 'sluzby-tretich-stran',
    title: 'Služby třetích stran',
    body: (
      <>
        <p>
          Aplikace používá služby třetích stran, které se řídí vlastními zásadami ochrany osobních údajů.
          Odkazy na ně najdete zde:
        </p>
        <ul>
          {THIRD_PARTY_SERVICES.map((service) => (
            <li key={service.name}>
              <ExternalLink href={service.privacy}>{service.name} – zásady ochrany soukromí</ExternalLink>
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'udaje-protokolu',
    title: 'Údaje protokolu',
    body: (
      <p>
        Pokud při používání aplikace dojde k chybě, shromažďujeme (prostřednictvím produktů třetích stran)
        údaje o vašem telefonu, tzv. údaje protokolu. Mohou obsahovat IP adresu zařízení, název zařízení,
        verzi operačního systému, nastavení aplikace v okamžiku chyby, datum a čas používání a další
        statistiky. Tyto údaje slouží jen k nalezení a opravě chyb.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Soubory cookies',
    body: (
      <>
        <p>
          Cookies jsou malé soubory s daty, které se obvykle používají jako anonymní jedinečné identifikátory.
          Prohlížeč je ukládá z navštívených webů do paměti vašeho zařízení.
        </p>
        <p>
          Aplikace cookies sama výslovně nepoužívá. Může však obsahovat kód a knihovny třetích stran, které
          cookies využívají ke shromažďování informací a zlepšování svých služeb. Takové cookies můžete
          přijmout nebo odmítnout a můžete poznat, kdy se do zařízení ukládají. Pokud je odmítnete, některé
          části služby nemusí fungovat.
        </p>
        <p>
          Tento web používá pouze technicky nezbytné cookies pro přihlášení administrátorů a v úložišti
          prohlížeče si pamatuje, že jste zavřeli úvodní plakát, a odkaz na vaši otevřenou objednávku z webu.
          K měření ani reklamě je nepoužíváme.
        </p>
      </>
    ),
  },
  {
    id: 'poskytovatele-sluzeb',
    title: 'Poskytovatelé služeb',
    body: (
      <>
        <p>Můžeme využívat služeb externích firem a jednotlivců, a to z těchto důvodů:</p>
        <ul>
          <li>aby nám pomohli naši službu zajistit,</li>
          <li>aby službu poskytovali naším jménem,</li>
          <li>aby zajišťovali činnosti související se službou,</li>
          <li>aby nám pomohli analyzovat, jak je služba používána.</li>
        </ul>
        <p>
          Tyto třetí strany mohou mít přístup k vašim osobním údajům, ale pouze v rozsahu nutném ke splnění
          úkolů, které jim svěříme. Jsou povinny údaje nezveřejňovat ani je nepoužívat k jinému účelu.
        </p>
      </>
    ),
  },
  {
    id: 'zabezpeceni',
    title: 'Zabezpečení',
    body: (
      <p>
        Vážíme si vaší důvěry, a proto k ochraně vašich osobních údajů používáme obchodně přiměřené
        prostředky, například šifrované spojení. Žádný způsob přenosu přes internet ani způsob elektronického
        ukládání však není stoprocentně bezpečný a spolehlivý a absolutní bezpečnost zaručit nemůžeme.
      </p>
    ),
  },
  {
    id: 'odkazy-na-jine-stranky',
    title: 'Odkazy na jiné stránky',
    body: (
      <p>
        Aplikace i tento web mohou obsahovat odkazy na jiné stránky. Kliknutím na odkaz třetí strany přejdete
        na stránky, které neprovozujeme. Doporučujeme vám proto přečíst si zásady ochrany osobních údajů
        těchto stránek. Nad jejich obsahem, zásadami ochrany soukromí ani postupy nemáme žádnou kontrolu a
        neneseme za ně odpovědnost.
      </p>
    ),
  },
  {
    id: 'ochrana-deti',
    title: `Ochrana soukromí dětí mladších ${PRIVACY_MINIMUM_AGE} let`,
    body: (
      <p>
        Naše služby nejsou určeny osobám mladším {PRIVACY_MINIMUM_AGE} let. Od dětí mladších{' '}
        {PRIVACY_MINIMUM_AGE} let vědomě neshromažďujeme žádné osobní údaje. Pokud zjistíme, že nám dítě
        mladší {PRIVACY_MINIMUM_AGE} let poskytlo osobní údaje, okamžitě je z našich serverů smažeme. Jste-li
        rodič nebo zákonný zástupce a víte, že nám vaše dítě poskytlo osobní údaje, kontaktujte nás prosím,
        abychom mohli udělat potřebné kroky.
      </p>
    ),
  },
  {
    id: 'vase-prava',
    title: 'Vaše práva',
    body: (
      <>
        <p>
          Podle obecného nařízení o ochraně osobních údajů (GDPR) máte právo na přístup ke svým údajům, na
          jejich opravu, výmaz a omezení zpracování, právo vznést námitku a právo na přenositelnost údajů. O
          smazání účtu můžete požádat podle postupu na stránce{' '}
          <Link to={paths.deleteRequest}>Žádost o smazání účtu</Link>.
        </p>
        <p>
          Pokud se domníváte, že s vašimi údaji nezacházíme správně, můžete podat stížnost u Úřadu pro ochranu
          osobních údajů (<ExternalLink href="https://uoou.gov.cz">uoou.gov.cz</ExternalLink>).
        </p>
      </>
    ),
  },
  {
    id: 'zmeny-zasad',
    title: 'Změny těchto zásad',
    body: (
      <p>
        Tyto zásady ochrany osobních údajů můžeme čas od času aktualizovat. Doporučujeme vám proto tuto
        stránku pravidelně kontrolovat. O každé změně vás budeme informovat zveřejněním nových zásad na této
        stránce. Změny jsou účinné okamžikem zveřejnění.
      </p>
    ),
  },
  {
    id: 'kontakt',
    title: 'Kontaktujte nás',
    body: (
      <p>
        Máte-li k těmto zásadám jakékoli dotazy nebo návrhy, neváhejte nás kontaktovat {contact}, telefonicky
        na čísle <a href={`tel:${company.phoneHref}`}>{company.phone}</a> nebo poštou na adrese{' '}
        {company.legalName}, {company.address.street}, {company.address.postalCode} {company.address.city}.
      </p>
    ),
  },
];

/** Privacy policy of the companion Android app (spec section 2, legal pages). */
export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Zásady ochrany osobních údajů"
      intro={
        <p>
          Společnost {company.legalName} (dále jen „my“) vytvořila {app} pro Android jako bezplatnou službu.
          Na této stránce vás informujeme o tom, jak shromažďujeme, používáme a chráníme osobní údaje těch,
          kdo naši aplikaci používají. Používáním aplikace souhlasíte se shromažďováním a používáním informací
          v souladu s těmito zásadami.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
