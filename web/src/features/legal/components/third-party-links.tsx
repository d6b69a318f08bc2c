import { fill } from '@/i18n/fill';
import { useMessages } from '@/i18n/locale-context';
import { ExternalLink } from './external-link';
import { THIRD_PARTY_SERVICES } from './third-parties';

/** The app's third-party services, each linked to its privacy policy or its terms. */
export function ThirdPartyLinks({ to }: { to: 'privacy' | 'terms' }) {
  const t = useMessages().legal;
  return (
    <ul>
      {THIRD_PARTY_SERVICES.map((service) => (
        <li key={service.key}>
          <ExternalLink href={service[to]}>
            {fill(to === 'privacy' ? t.privacyOf : t.termsOf, { service: t.services[service.key] })}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
