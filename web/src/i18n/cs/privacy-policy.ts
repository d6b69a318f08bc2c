/** `/privacy-policy`: the companion Android app's privacy policy; sections in the page's order. */
export const privacyPolicy = {
  meta: {
    title: 'Zásady ochrany osobních údajů – {name}',
    description: 'Jak mobilní aplikace {name} pro Android shromažďuje, používá a chrání osobní údaje.',
  },
  title: 'Zásady ochrany osobních údajů',
  intro:
    'Společnost {legalName} (dále jen „my“) vytvořila mobilní aplikaci {name} pro Android jako bezplatnou službu. Na této stránce vás informujeme o tom, jak shromažďujeme, používáme a chráníme osobní údaje těch, kdo naši aplikaci používají. Používáním aplikace souhlasíte se shromažďováním a používáním informací v souladu s těmito zásadami.',
  sections: [
    {
      title: 'Shromažďování a používání informací',
      body: [
        'Abychom vám mohli poskytovat naše služby, můžeme vás při používání aplikace požádat o některé osobní údaje. Jde zejména o:',
        {
          list: [
            'jméno a příjmení, telefonní číslo a e-mailovou adresu, které zadáte při registraci,',
            'polohu zařízení, pokud k ní aplikaci povolíte přístup – potřebujeme ji k určení místa vyzvednutí, k odhadu ceny a ke sledování přijíždějícího vozu,',
            'adresy vyzvednutí a cíle, čas objednávky, počet cestujících a historii vašich jízd,',
            'způsob platby (hotově, kartou nebo bezkontaktně); údaje o platební kartě neukládáme.',
          ],
        },
        'Tyto údaje používáme výhradně k vyřízení objednávky, ke komunikaci s vámi, k vyúčtování jízdy a ke zlepšování služby. Nikomu je neprodáváme. Uchováváme je jen po dobu nezbytně nutnou, nejdéle po dobu, kterou nám ukládají právní předpisy (například účetní a daňové).',
        'Aplikace dále využívá služby třetích stran, které mohou shromažďovat informace sloužící k vaší identifikaci (viz následující oddíl).',
      ],
    },
    {
      title: 'Objednávka z webu',
      body: [
        'Když si objednáte taxi na stránce {orderPage}, zpracováváme tyto údaje, a to jen proto, abychom vám jízdu mohli přistavit:',
        {
          list: [
            'jméno a telefon, místa odkud a kam, čas jízdy, počet osob a cenu předáme s objednávkou do našeho dispečerského systému, stejně jako když objednáváte telefonicky, a uchováváme je stejně dlouho jako u telefonických objednávek,',
            'jazyk stránky, zda vezete zavazadla nebo potřebujete dětskou sedačku, poznámku pro dispečera a soukromý odkaz na stav jízdy drží web do 24 hodin po skončení jízdy (u jízdy na později nejdéle 16 dní), pak je smaže; telefon do té doby slouží také k omezení počtu otevřených objednávek,',
            'místa nabídnutá vyhledáváním si web pamatuje hodinu; spočítanou cenu drží jen váš prohlížeč,',
            'váš prohlížeč si v úložišti pamatuje odkaz na otevřenou objednávku, aby vám web ukázal „Vaše jízda“; po skončení jízdy ho smaže. Smazat ho můžete i sami vymazáním dat stránky.',
          ],
        },
        'Soukromý odkaz na stav jízdy zná jen váš prohlížeč: jeho kód je za znakem #, který prohlížeče neposílají serveru, takže se neobjeví v žádném záznamu. Kdo odkaz má, vidí stav jízdy, jméno řidiče a polohu vozu až do vyzvednutí; nikomu ho proto neposílejte.',
      ],
    },
    {
      title: 'Služby třetích stran',
      body: [
        'Aplikace používá služby třetích stran, které se řídí vlastními zásadami ochrany osobních údajů. Odkazy na ně najdete zde:',
      ],
    },
    {
      title: 'Údaje protokolu',
      body: [
        'Pokud při používání aplikace dojde k chybě, shromažďujeme (prostřednictvím produktů třetích stran) údaje o vašem telefonu, tzv. údaje protokolu. Mohou obsahovat IP adresu zařízení, název zařízení, verzi operačního systému, nastavení aplikace v okamžiku chyby, datum a čas používání a další statistiky. Tyto údaje slouží jen k nalezení a opravě chyb.',
      ],
    },
    {
      title: 'Soubory cookies',
      body: [
        'Cookies jsou malé soubory s daty, které se obvykle používají jako anonymní jedinečné identifikátory. Prohlížeč je ukládá z navštívených webů do paměti vašeho zařízení.',
        'Aplikace cookies sama výslovně nepoužívá. Může však obsahovat kód a knihovny třetích stran, které cookies využívají ke shromažďování informací a zlepšování svých služeb. Takové cookies můžete přijmout nebo odmítnout a můžete poznat, kdy se do zařízení ukládají. Pokud je odmítnete, některé části služby nemusí fungovat.',
        'Tento web používá pouze technicky nezbytné cookies pro přihlášení administrátorů a v úložišti prohlížeče si pamatuje, že jste zavřeli úvodní plakát, jaký jazyk jste si vybrali a odkaz na vaši otevřenou objednávku z webu. K měření ani reklamě je nepoužíváme.',
      ],
    },
    {
      title: 'Poskytovatelé služeb',
      body: [
        'Můžeme využívat služeb externích firem a jednotlivců, a to z těchto důvodů:',
        {
          list: [
            'aby nám pomohli naši službu zajistit,',
            'aby službu poskytovali naším jménem,',
            'aby zajišťovali činnosti související se službou,',
            'aby nám pomohli analyzovat, jak je služba používána.',
          ],
        },
        'Tyto třetí strany mohou mít přístup k vašim osobním údajům, ale pouze v rozsahu nutném ke splnění úkolů, které jim svěříme. Jsou povinny údaje nezveřejňovat ani je nepoužívat k jinému účelu.',
      ],
    },
    {
      title: 'Zabezpečení',
      body: [
        'Vážíme si vaší důvěry, a proto k ochraně vašich osobních údajů používáme obchodně přiměřené prostředky, například šifrované spojení. Žádný způsob přenosu přes internet ani způsob elektronického ukládání však není stoprocentně bezpečný a spolehlivý a absolutní bezpečnost zaručit nemůžeme.',
      ],
    },
    {
      title: 'Odkazy na jiné stránky',
      body: [
        'Aplikace i tento web mohou obsahovat odkazy na jiné stránky. Kliknutím na odkaz třetí strany přejdete na stránky, které neprovozujeme. Doporučujeme vám proto přečíst si zásady ochrany osobních údajů těchto stránek. Nad jejich obsahem, zásadami ochrany soukromí ani postupy nemáme žádnou kontrolu a neneseme za ně odpovědnost.',
      ],
    },
    {
      title: 'Ochrana soukromí dětí mladších {age} let',
      body: [
        'Naše služby nejsou určeny osobám mladším {age} let. Od dětí mladších {age} let vědomě neshromažďujeme žádné osobní údaje. Pokud zjistíme, že nám dítě mladší {age} let poskytlo osobní údaje, okamžitě je z našich serverů smažeme. Jste-li rodič nebo zákonný zástupce a víte, že nám vaše dítě poskytlo osobní údaje, kontaktujte nás prosím, abychom mohli udělat potřebné kroky.',
      ],
    },
    {
      title: 'Vaše práva',
      body: [
        'Podle obecného nařízení o ochraně osobních údajů (GDPR) máte právo na přístup ke svým údajům, na jejich opravu, výmaz a omezení zpracování, právo vznést námitku a právo na přenositelnost údajů. O smazání účtu můžete požádat podle postupu na stránce {deleteRequest}.',
        'Pokud se domníváte, že s vašimi údaji nezacházíme správně, můžete podat stížnost u Úřadu pro ochranu osobních údajů ({authority}).',
      ],
    },
    {
      title: 'Změny těchto zásad',
      body: [
        'Tyto zásady ochrany osobních údajů můžeme čas od času aktualizovat. Doporučujeme vám proto tuto stránku pravidelně kontrolovat. O každé změně vás budeme informovat zveřejněním nových zásad na této stránce. Změny jsou účinné okamžikem zveřejnění.',
      ],
    },
    {
      title: 'Kontaktujte nás',
      body: [
        'Máte-li k těmto zásadám jakékoli dotazy nebo návrhy, neváhejte nás kontaktovat e-mailem na {email}, telefonicky na čísle {phone} nebo poštou na adrese {postalAddress}.',
      ],
    },
  ],
} as const;
