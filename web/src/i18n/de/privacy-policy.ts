import type { Messages } from '@/i18n/messages';

export const privacyPolicy: Messages['privacyPolicy'] = {
  meta: {
    title: 'Datenschutzerklärung – {name}',
    description: 'Wie die Android-App von {name} personenbezogene Daten erhebt, nutzt und schützt.',
  },
  // A soft hyphen: the word breaks as Datenschutz-erklärung on a phone.
  title: 'Datenschutz\u00aderklärung',
  intro:
    'Die {legalName} („wir“) bietet die App {name} für Android als kostenlosen Dienst an. Auf dieser Seite erfahren Sie, wie wir die personenbezogenen Daten der Nutzerinnen und Nutzer unserer App erheben, verwenden und schützen. Mit der Nutzung der App erklären Sie sich mit der Erhebung und Verwendung von Informationen gemäß dieser Erklärung einverstanden.',
  sections: [
    {
      title: 'Erhebung und Verwendung von Informationen',
      body: [
        'Damit wir unsere Dienste erbringen können, bitten wir Sie bei der Nutzung der App unter Umständen um bestimmte personenbezogene Daten. Das sind vor allem:',
        {
          list: [
            'Vor- und Nachname, Telefonnummer und E-Mail-Adresse, die Sie bei der Registrierung angeben,',
            'der Standort Ihres Geräts, wenn Sie der App den Zugriff erlauben – wir brauchen ihn, um den Abholort zu bestimmen, den Preis zu schätzen und das ankommende Taxi anzuzeigen,',
            'Abhol- und Zieladressen, Zeitpunkt der Bestellung, Zahl der Fahrgäste und Ihre bisherigen Fahrten,',
            'die Zahlungsart (bar, mit Karte oder kontaktlos); Kartendaten speichern wir nicht.',
          ],
        },
        'Wir verwenden diese Daten ausschließlich, um Ihre Bestellung auszuführen, mit Ihnen zu kommunizieren, die Fahrt abzurechnen und unseren Dienst zu verbessern. Wir verkaufen sie an niemanden. Wir speichern sie nur so lange wie nötig, höchstens so lange, wie es gesetzliche Pflichten (etwa im Steuer- und Rechnungswesen) verlangen.',
        'Die App nutzt außerdem Dienste Dritter, die Informationen erheben können, mit denen Sie sich identifizieren lassen (siehe nächster Abschnitt).',
      ],
    },
    {
      title: 'Bestellung über die Website',
      body: [
        'Wenn Sie ein Taxi auf der Seite {orderPage} bestellen, verarbeiten wir die folgenden Daten – nur, damit wir Sie abholen können:',
        {
          list: [
            'Name und Telefonnummer, Abhol- und Zielort, Zeit der Fahrt, Zahl der Fahrgäste und Preis gehen mit der Bestellung in unser Dispositionssystem, genau wie bei einer telefonischen Bestellung, und werden ebenso lange aufbewahrt wie diese,',
            'die Sprache der Seite, ob Sie Gepäck dabeihaben oder einen Kindersitz brauchen, Ihre Notiz an die Zentrale und den privaten Link zum Stand Ihrer Fahrt speichert die Website bis 24 Stunden nach dem Ende der Fahrt (bei einer Vorbestellung höchstens 16 Tage) und löscht sie dann; bis dahin dient die Telefonnummer auch dazu, die Zahl offener Bestellungen zu begrenzen,',
            'die von der Suche vorgeschlagenen Orte merkt sich die Website eine Stunde lang; den berechneten Preis kennt nur Ihr Browser,',
            'Ihr Browser merkt sich in seinem Speicher den Link zur offenen Bestellung, damit die Website „Ihre Fahrt“ anzeigen kann, und löscht ihn nach dem Ende der Fahrt. Sie können ihn auch selbst löschen, indem Sie die Daten der Website entfernen.',
          ],
        },
        'Den privaten Link zum Stand Ihrer Fahrt kennt nur Ihr Browser: Sein Code steht hinter dem Zeichen #, das Browser nicht an den Server senden, und taucht daher in keinem Protokoll auf. Wer den Link hat, sieht bis zur Abholung den Stand der Fahrt, den Namen des Fahrers und wo sich der Wagen befindet – geben Sie ihn deshalb nicht weiter.',
      ],
    },
    {
      title: 'Dienste Dritter',
      body: [
        'Die App nutzt Dienste Dritter, für die deren eigene Datenschutzbestimmungen gelten. Hier finden Sie die Links dazu:',
      ],
    },
    {
      title: 'Protokolldaten',
      body: [
        'Tritt bei der Nutzung der App ein Fehler auf, erheben wir (über Produkte Dritter) Daten von Ihrem Telefon, sogenannte Protokolldaten. Dazu können die IP-Adresse und der Name des Geräts, die Version des Betriebssystems, die Einstellungen der App zum Zeitpunkt des Fehlers, Datum und Uhrzeit der Nutzung und weitere Statistiken gehören. Wir nutzen diese Daten nur, um Fehler zu finden und zu beheben.',
      ],
    },
    {
      title: 'Cookies',
      body: [
        'Cookies sind kleine Dateien, die meist als anonyme, eindeutige Kennungen dienen. Ihr Browser speichert sie von den besuchten Websites auf Ihrem Gerät.',
        'Die App selbst verwendet keine Cookies. Sie kann jedoch Code und Bibliotheken Dritter enthalten, die Cookies nutzen, um Informationen zu sammeln und ihre Dienste zu verbessern. Sie können diese Cookies annehmen oder ablehnen und sehen, wann sie auf Ihrem Gerät gespeichert werden. Wenn Sie sie ablehnen, funktionieren manche Teile des Dienstes womöglich nicht.',
        'Diese Website verwendet nur technisch notwendige Cookies für die Anmeldung unserer Mitarbeiter und merkt sich im Speicher Ihres Browsers, dass Sie das Plakat auf der Startseite geschlossen und welche Sprache Sie gewählt haben, sowie den Link zu Ihrer offenen Bestellung über die Website. Für Statistik oder Werbung nutzen wir sie nicht.',
      ],
    },
    {
      title: 'Dienstleister',
      body: [
        'Wir können externe Unternehmen und Personen beauftragen, und zwar:',
        {
          list: [
            'um unseren Dienst bereitzustellen,',
            'um den Dienst in unserem Namen zu erbringen,',
            'um mit dem Dienst verbundene Leistungen zu erbringen,',
            'um uns bei der Analyse zu helfen, wie der Dienst genutzt wird.',
          ],
        },
        'Diese Dritten können Zugriff auf Ihre personenbezogenen Daten haben, jedoch nur, soweit es für die ihnen übertragenen Aufgaben nötig ist. Sie sind verpflichtet, die Daten nicht weiterzugeben und für keinen anderen Zweck zu verwenden.',
      ],
    },
    {
      title: 'Sicherheit',
      body: [
        'Wir schätzen Ihr Vertrauen und schützen Ihre personenbezogenen Daten mit wirtschaftlich angemessenen Mitteln, etwa verschlüsselten Verbindungen. Keine Übertragung über das Internet und keine elektronische Speicherung ist jedoch hundertprozentig sicher und zuverlässig; absolute Sicherheit können wir nicht garantieren.',
      ],
    },
    {
      title: 'Links zu anderen Websites',
      body: [
        'Die App und diese Website können Links zu anderen Websites enthalten. Wenn Sie auf den Link eines Dritten klicken, gelangen Sie auf eine Website, die nicht wir betreiben. Wir empfehlen Ihnen daher, die Datenschutzerklärung dieser Websites zu lesen. Auf deren Inhalte, Datenschutzbestimmungen und Praktiken haben wir keinen Einfluss und übernehmen dafür keine Verantwortung.',
      ],
    },
    {
      title: 'Schutz der Privatsphäre von Kindern unter {age} Jahren',
      body: [
        'Unsere Dienste richten sich nicht an Personen unter {age} Jahren. Wir erheben wissentlich keine personenbezogenen Daten von Kindern unter {age} Jahren. Stellen wir fest, dass uns ein Kind unter {age} Jahren personenbezogene Daten übermittelt hat, löschen wir sie sofort von unseren Servern. Wenn Sie als Elternteil oder Erziehungsberechtigte wissen, dass Ihr Kind uns personenbezogene Daten übermittelt hat, wenden Sie sich bitte an uns, damit wir das Nötige veranlassen können.',
      ],
    },
    {
      title: 'Ihre Rechte',
      body: [
        'Nach der Datenschutz-Grundverordnung (DSGVO) haben Sie das Recht auf Auskunft über Ihre Daten, auf Berichtigung, Löschung und Einschränkung der Verarbeitung, das Recht auf Widerspruch und das Recht auf Datenübertragbarkeit. Die Löschung Ihres Kontos können Sie wie auf der Seite {deleteRequest} beschrieben beantragen.',
        'Wenn Sie der Meinung sind, dass wir mit Ihren Daten nicht korrekt umgehen, können Sie sich bei der tschechischen Datenschutzbehörde beschweren ({authority}).',
      ],
    },
    {
      title: 'Änderungen dieser Erklärung',
      body: [
        'Wir können diese Datenschutzerklärung von Zeit zu Zeit aktualisieren. Bitte sehen Sie deshalb regelmäßig auf dieser Seite nach. Über jede Änderung informieren wir, indem wir die neue Erklärung auf dieser Seite veröffentlichen. Änderungen gelten ab ihrer Veröffentlichung.',
      ],
    },
    {
      title: 'Kontakt',
      body: [
        'Wenn Sie Fragen oder Anregungen zu dieser Erklärung haben, erreichen Sie uns per E-Mail an {email}, telefonisch unter {phone} oder per Post: {postalAddress}.',
      ],
    },
  ],
};
