import type { Messages } from '@/i18n/messages';

export const terms: Messages['terms'] = {
  meta: {
    title: 'Nutzungsbedingungen – {name}',
    description: 'Die Bedingungen für die Nutzung der Android-App von {name}.',
  },
  title: 'Nutzungs\u00adbedingungen',
  intro:
    'Wenn Sie die App {name} herunterladen oder nutzen, gelten für Sie automatisch diese Bedingungen. Bitte lesen Sie sie deshalb sorgfältig, bevor Sie die App verwenden. Betreiberin der App ist die {legalName}, {address}.',
  sections: [
    {
      title: 'Geistiges Eigentum',
      body: [
        'Sie dürfen die App, Teile davon oder unsere Marken weder kopieren noch in irgendeiner Weise verändern. Es ist nicht erlaubt, den Quellcode der App zu ermitteln, die App in andere Sprachen zu übersetzen oder abgeleitete Versionen zu erstellen. Die App und alle damit verbundenen Marken-, Urheber-, Datenbank- und sonstigen Schutzrechte bleiben Eigentum der {legalName}.',
      ],
    },
    {
      title: 'Änderungen der App und Gebühren',
      body: [
        'Wir möchten, dass die App so nützlich und effizient wie möglich ist. Deshalb behalten wir uns vor, sie jederzeit und aus beliebigem Grund zu ändern oder für ihre Dienste Gebühren zu erheben. Für die App oder ihre Dienste berechnen wir Ihnen nie etwas, ohne Ihnen vorher klar zu sagen, wofür Sie bezahlen. Den Preis der Fahrt selbst finden Sie immer in der Preisliste im Wagen.',
      ],
    },
    {
      title: 'Sicherheit Ihres Geräts',
      body: [
        'Die App speichert und verarbeitet die personenbezogenen Daten, die Sie uns übermittelt haben, damit wir unsere Dienste erbringen können. Für die Sicherheit Ihres Telefons und den Zugang zur App sind Sie selbst verantwortlich.',
        'Wir raten davon ab, Ihr Telefon zu „rooten“, also die Beschränkungen und Schutzmechanismen des offiziellen Betriebssystems zu entfernen. Damit setzen Sie es Schadsoftware, Viren und anderen schädlichen Programmen aus, schwächen die Sicherheitsfunktionen des Telefons, und die App funktioniert womöglich nicht richtig oder gar nicht.',
      ],
    },
    {
      title: 'Bedingungen Dritter',
      body: ['Die App nutzt Dienste Dritter, für die deren eigene Nutzungsbedingungen gelten:'],
    },
    {
      title: 'Internetverbindung und Datenkosten',
      body: [
        'Einige Funktionen der App brauchen eine aktive Internetverbindung über WLAN oder mobile Daten. Wenn Sie weder WLAN noch mobile Daten zur Verfügung haben, können wir nicht dafür einstehen, dass die App voll funktioniert.',
        'Nutzen Sie die App ohne WLAN, gelten die Bedingungen Ihres Mobilfunkvertrags. Ihr Anbieter kann Ihnen die bei der Nutzung verbrauchten Daten in Rechnung stellen, auch Roaminggebühren, wenn Sie die App im Ausland ohne ausgeschaltetes Datenroaming nutzen. Mit der Nutzung der App übernehmen Sie die Verantwortung für diese Kosten. Wenn Sie nicht selbst die Rechnung für das Gerät bezahlen, auf dem Sie die App nutzen, gehen wir davon aus, dass Sie die Erlaubnis der zahlenden Person haben.',
      ],
    },
    {
      title: 'Akku',
      body: [
        'Ebenso können wir nicht immer dafür einstehen, wie Sie die App nutzen. Bitte sorgen Sie dafür, dass Ihr Gerät geladen bleibt. Ist der Akku leer und Sie können unseren Dienst deshalb nicht nutzen, können wir dafür keine Verantwortung übernehmen. Ihr Taxi können Sie jederzeit auch telefonisch unter {phone} bestellen.',
      ],
    },
    {
      title: 'Haftung',
      body: [
        'Wir bemühen uns, dass die App stets aktuell und korrekt ist. Manche Informationen, etwa Kartendaten oder die geschätzte Ankunftszeit, erhalten wir jedoch von Dritten. Der geschätzte Preis ist ein Richtwert; verbindlich ist der Preis laut Preisliste im Wagen. Wir haften nicht für direkte oder indirekte Schäden, die Ihnen entstehen, weil Sie sich vollständig auf diese Funktionen der App verlassen. Ihre gesetzlichen Rechte als Verbraucher bleiben davon unberührt.',
      ],
    },
    {
      title: 'Updates und Einstellung der App',
      body: [
        'Die App ist derzeit für Android verfügbar. Die Systemanforderungen können sich ändern, und für die weitere Nutzung müssen Sie Updates herunterladen. Wir garantieren nicht, dass wir die App immer an Ihre Android-Version anpassen. Sie sind damit einverstanden, Updates der App zu installieren, wenn sie Ihnen angeboten werden.',
        'Wir können auch beschließen, die App nicht mehr anzubieten und ihre Nutzung jederzeit ohne vorherige Ankündigung zu beenden. Sofern wir nichts anderes mitteilen, enden dann die Rechte und Lizenzen aus diesen Bedingungen, und Sie müssen die App nicht mehr nutzen und sie gegebenenfalls von Ihrem Gerät löschen.',
      ],
    },
    {
      title: 'Änderungen dieser Bedingungen',
      body: [
        'Wir können diese Bedingungen von Zeit zu Zeit aktualisieren. Bitte sehen Sie deshalb regelmäßig auf dieser Seite nach. Über jede Änderung informieren wir, indem wir die neuen Bedingungen auf dieser Seite veröffentlichen. Änderungen gelten ab ihrer Veröffentlichung.',
      ],
    },
    {
      title: 'Kontakt',
      body: [
        'Wenn Sie Fragen oder Anregungen zu diesen Bedingungen haben, schreiben Sie uns an {email} oder rufen Sie uns an: {phone}.',
      ],
    },
  ],
};
