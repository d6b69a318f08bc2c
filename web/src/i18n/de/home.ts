import type { Messages } from '@/i18n/messages';

export const home: Messages['home'] = {
  meta: {
    title: '{name} – Ihr Taxi in Litoměřice und Umgebung',
    description:
      'Taxi in Litoměřice (Leitmeritz): Fahrten in der Stadt für {price}, Wagen für bis zu {persons} Personen, Fahrten nach Terezín (Theresienstadt) und Prag. Rufen Sie an: {phone}.',
  },
  poster: {
    label: 'Plakat mit unserem aktuellen Angebot',
    close: 'Plakat schließen',
    alt: 'Plakat von {name}: Fahrt in der Stadt für {price}, bis zu {persons} Personen, Bestellung unter {phone}',
  },
  hero: {
    eyebrow: 'Ihr Taxi in Litoměřice (Leitmeritz)',
    offer: 'Fahrten in der Stadt für {price}, bis zu {persons} Personen.',
    lead: 'Schnell da, saubere Wagen und Fahrer, die jede Straße kennen. Bestellen Sie online oder rufen Sie an – in wenigen Minuten sind wir bei Ihnen.',
    order: 'Taxi bestellen',
    call: '{phone} anrufen',
    cars: 'Wagen für 4 bis {persons} Fahrgäste',
    hours: '{weekdays}, am Wochenende auch nachts',
    badge: 'pro Fahrt in Litoměřice',
    alt: 'Gelbes Taxi von Taxi Litoměřice am Abend auf dem Marktplatz (Mírové náměstí)',
  },
  benefits: {
    eyebrow: 'Warum mit uns',
    title: 'Ein Taxi, auf das Sie sich verlassen können',
    items: [
      {
        title: 'Fester Preis',
        text: 'Innerhalb von Litoměřice fahren wir zum Festpreis von {price}. Sie kennen den Preis vorher – ohne Aufschlag für Gepäck.',
      },
      {
        title: 'Komfort',
        text: 'Saubere, klimatisierte Wagen mit großem Kofferraum. Wir nehmen bis zu {persons} Personen auf einmal mit, gern auch mit Kinderwagen.',
      },
      {
        title: 'Erfahrene Fahrer',
        text: 'Ortskundige Fahrer, die jede Abkürzung und jede Umleitung kennen. Sie fahren umsichtig und sind pünktlich da.',
      },
    ],
  },
  pricing: {
    eyebrow: 'Preise',
    title: 'Unsere Preise hängen in jedem Wagen aus',
    lead: 'Die aktuelle Preisliste finden Sie in jedem unserer Taxis, Sie sehen den Fahrpreis also schon vor dem Einsteigen. In der Stadt gilt ein einfacher Festpreis, bezahlt wird in tschechischen Kronen (CZK).',
    cardTitle: 'Fahrt innerhalb von Litoměřice',
    perRide: 'pro Fahrt',
    points: [
      'Gleicher Preis für 1 bis {persons} Fahrgäste in einem Wagen',
      'Zahlung bar, mit Karte oder kontaktlos',
      'Den Preis für Fahrten außerhalb der Stadt – etwa nach Terezín oder Prag – nennen Ihnen Fahrer oder Zentrale vorab',
    ],
    reviewsTitle: 'Wie fährt es sich mit uns?',
    reviewsText:
      'Verlassen Sie sich nicht nur auf unser Wort. Lesen Sie, was unsere Fahrgäste über Fahrer und Wagen schreiben – und bewerten Sie uns gern nach Ihrer Fahrt.',
    reviewsLink: 'Bewertungen bei Google',
  },
  about: {
    eyebrow: 'Über uns',
    title: 'Ein Taxiunternehmen aus Litoměřice, für Einheimische und Gäste',
    paragraphs: [
      'Wir sind ein Unternehmen aus Litoměřice und kennen die Stadt wie unsere Westentasche – vom Marktplatz bis in jeden Vorort. Wir fahren Sie zum Bahnhof Litoměřice horní nádraží oder Litoměřice město, zur Gedenkstätte Terezín (Theresienstadt), ins Hotel oder nach Prag und bringen Sie nach dem Weinfest oder dem Konzert sicher zurück.',
      'Uns sind faire Preise, Pünktlichkeit und Ihre Sicherheit wichtig.',
    ],
    points: [
      'Sitz im Stadtzentrum: {address}',
      'Pkw und ein Großraumtaxi für bis zu {persons} Personen',
      'Auch in den Nächten auf Samstag und auf Sonntag unterwegs',
    ],
    alt: 'Ein Wagen von Taxi Litoměřice vor dem Stephansdom',
  },
  app: {
    eyebrow: 'App',
    title: 'Die App von {name}',
    lead: 'Mit unserer Android-App bestellen Sie Ihr Taxi mit wenigen Fingertipps und behalten die ganze Fahrt im Blick.',
    features: [
      {
        title: 'Fahrt bestellen',
        text: 'Geben Sie ein, wo Sie sind und wohin Sie möchten – schon ist das Taxi unterwegs. Ohne Anruf und ohne Warteschleife.',
      },
      {
        title: 'Preis vorab',
        text: 'Noch vor der Bestellung sehen Sie, was die Fahrt ungefähr kostet. Keine Überraschungen am Ziel.',
      },
      {
        title: 'Bar, mit Karte oder kontaktlos',
        text: 'Bezahlen Sie, wie Sie möchten: bar, mit Karte oder kontaktlos per Handy oder Smartwatch.',
      },
      {
        title: 'Taxi live auf der Karte',
        text: 'Auf der Karte sehen Sie, wo Ihr Taxi gerade ist und wann es bei Ihnen ankommt.',
      },
    ],
    note: 'Wir bauen die App gerade komplett neu, die neue Version erscheint im neuen Jahr. Bis dahin erreichen Sie uns bitte telefonisch.',
    alt: 'Die App auf einem Smartphone: Karte mit dem Taxi auf dem Weg zu Ihnen',
  },
  contact: {
    eyebrow: 'Kontakt',
    title: 'Anrufen, schreiben oder vorbeikommen',
    lead: 'Am schnellsten bestellen Sie Ihr Taxi telefonisch. Fragen, Anfragen für Gruppen und Firmenfahrten beantworten wir auch per E-Mail.',
    phone: 'Telefon',
    email: 'E-Mail',
    address: 'Adresse',
    hours: 'Erreichbar',
    formTitle: 'Schreiben Sie uns',
  },
  hours: ['Mo–Do 7:00–22:00 Uhr', 'Fr 7:00 – Sa 5:00 Uhr', 'Sa 20:00 – So 5:00 Uhr'],
  business: {
    description:
      'Taxi in Litoměřice (Leitmeritz): Fahrten in der Stadt für {price}, Wagen für bis zu {persons} Personen.',
    priceRange: 'ab {price}',
    paymentAccepted: 'Bar, Kreditkarte, kontaktlos',
    areaServed: 'Litoměřice und Umgebung',
  },
};
