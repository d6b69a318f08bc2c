import type { SocialNetwork } from '@/config/company';

const PATHS: Record<SocialNetwork, string> = {
  facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z',
  instagram:
    'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 8.3c0-1.5-.4-2.8-1.5-3.8S17.2 3 15.7 3H8.3C6.8 3 5.5 3.4 4.5 4.5S3 6.8 3 8.3v7.4c0 1.5.4 2.8 1.5 3.8S6.8 21 8.3 21h7.4c1.5 0 2.8-.4 3.8-1.5s1.5-2.3 1.5-3.8zm-2 7.4c0 .9-.2 1.8-.9 2.4-.6.7-1.5.9-2.4.9H8.3c-.9 0-1.8-.2-2.4-.9-.7-.6-.9-1.5-.9-2.4V8.3c0-.9.2-1.8.9-2.4.6-.7 1.5-.9 2.4-.9h7.4c.9 0 1.8.2 2.4.9.7.6.9 1.5.9 2.4z',
};

/** Brand icons of the social networks (lucide no longer ships them); decorative. */
export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[network]} />
    </svg>
  );
}
