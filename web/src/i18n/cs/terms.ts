/** `/terms-and-conditions`: the companion Android app's terms; sections in the page's order. */
export const terms = {
  meta: {
    title: 'Obchodní podmínky – {name}',
    description: 'Podmínky používání mobilní aplikace {name} pro Android.',
  },
  title: 'Obchodní podmínky',
  intro:
    'Stažením nebo používáním mobilní aplikace {name} se na vás automaticky vztahují tyto podmínky. Přečtěte si je proto prosím pozorně ještě před tím, než aplikaci začnete používat. Aplikaci provozuje společnost {legalName}, {address}.',
  sections: [
    {
      title: 'Duševní vlastnictví',
      body: [
        'Aplikaci ani žádnou její část nebo naše ochranné známky nesmíte kopírovat ani jakkoli upravovat. Není dovoleno pokoušet se získat zdrojový kód aplikace, překládat ji do jiných jazyků ani vytvářet odvozené verze. Aplikace a všechny ochranné známky, autorská práva, databázová práva a další práva duševního vlastnictví, která se k ní vztahují, zůstávají majetkem společnosti {legalName}.',
      ],
    },
    {
      title: 'Změny aplikace a poplatky',
      body: [
        'Chceme, aby byla aplikace co nejužitečnější a nejúčinnější. Proto si vyhrazujeme právo ji kdykoli a z jakéhokoli důvodu měnit nebo za její služby účtovat poplatky. Za aplikaci ani za její služby vám nikdy nebudeme nic účtovat, aniž bychom vám předem jasně sdělili, za co přesně platíte. Cenu samotné jízdy najdete vždy v ceníku ve voze.',
      ],
    },
    {
      title: 'Zabezpečení zařízení',
      body: [
        'Aplikace ukládá a zpracovává osobní údaje, které jste nám poskytli, abychom vám mohli poskytovat naše služby. Za zabezpečení svého telefonu a přístupu k aplikaci odpovídáte vy.',
        'Nedoporučujeme telefon „rootovat“, tedy odstraňovat softwarová omezení a ochrany oficiálního operačního systému. Vystavili byste ho škodlivému softwaru, virům a jiným nebezpečným programům, oslabili byste bezpečnostní funkce telefonu a aplikace by nemusela fungovat správně, nebo vůbec.',
      ],
    },
    {
      title: 'Podmínky třetích stran',
      body: ['Aplikace používá služby třetích stran, které mají vlastní smluvní podmínky:'],
    },
    {
      title: 'Připojení k internetu a náklady na data',
      body: [
        'Některé funkce aplikace vyžadují aktivní připojení k internetu, přes Wi-Fi nebo mobilní data. Pokud nemáte přístup k Wi-Fi ani nemáte k dispozici žádná mobilní data, nemůžeme odpovídat za to, že aplikace nebude fungovat v plném rozsahu.',
        'Pokud aplikaci používáte mimo Wi-Fi, platí pro vás podmínky smlouvy s vaším mobilním operátorem. Za data spotřebovaná při používání aplikace vám operátor může účtovat poplatky, a to i za roaming, pokud aplikaci používáte v zahraničí bez vypnutého datového roamingu. Používáním aplikace přebíráte odpovědnost za tyto poplatky. Pokud nejste plátcem účtu za zařízení, na kterém aplikaci používáte, předpokládáme, že k tomu máte svolení plátce.',
      ],
    },
    {
      title: 'Baterie',
      body: [
        'Stejně tak nemůžeme vždy odpovídat za to, jak aplikaci používáte. Postarejte se prosím, aby vaše zařízení zůstalo nabité. Pokud se baterie vybije a vy se k naší službě nedostanete, nemůžeme za to převzít odpovědnost. Taxi si můžete vždy objednat také telefonicky na čísle {phone}.',
      ],
    },
    {
      title: 'Odpovědnost',
      body: [
        'Snažíme se, aby aplikace byla vždy aktuální a správná. Některé informace, například mapové podklady nebo odhad doby příjezdu, však získáváme od třetích stran. Odhad ceny je orientační; závazná je cena podle ceníku ve voze. Nepřijímáme odpovědnost za žádnou přímou ani nepřímou ztrátu, která vám vznikne tím, že se zcela spolehnete na tuto funkčnost aplikace. Tím nejsou dotčena vaše práva spotřebitele podle právních předpisů.',
      ],
    },
    {
      title: 'Aktualizace a ukončení aplikace',
      body: [
        'Aplikace je v současnosti dostupná pro Android. Požadavky na systém se mohou měnit a pro další používání aplikace bude potřeba stahovat aktualizace. Nezaručujeme, že aplikaci budeme vždy aktualizovat tak, aby odpovídala vaší verzi systému Android. Souhlasíte s tím, že aktualizace aplikace přijmete, když vám budou nabídnuty.',
        'Můžeme se také rozhodnout aplikaci přestat poskytovat a její používání ukončit, a to kdykoli a bez předchozího upozornění. Pokud vám neoznámíme jinak, při ukončení zanikají práva a licence, které vám tyto podmínky udělují, a vy musíte aplikaci přestat používat a v případě potřeby ji ze zařízení smazat.',
      ],
    },
    {
      title: 'Změny těchto podmínek',
      body: [
        'Tyto podmínky můžeme čas od času aktualizovat. Doporučujeme vám proto tuto stránku pravidelně kontrolovat. O každé změně vás budeme informovat zveřejněním nových podmínek na této stránce. Změny jsou účinné okamžikem zveřejnění.',
      ],
    },
    {
      title: 'Kontaktujte nás',
      body: [
        'Máte-li k těmto podmínkám jakékoli dotazy nebo návrhy, napište nám na {email} nebo zavolejte na {phone}.',
      ],
    },
  ],
} as const;
