import { POPUP_WIDTH_PX } from '@taxi/contracts';
import { X } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { IconButton } from '@/components/ui/button';
import { company } from '@/config/company';
import { Picture } from '@/components/ui/picture';
import { JS_CLASS } from '@/config/nav-items';
import { fill } from '@/i18n/fill';
import { siteValues } from '@/i18n/format';
import { useLocale, useMessages } from '@/i18n/locale-context';
import {
  markPosterSeen,
  POSTER_SEEN_CLASS,
  readPosterSeen,
  subscribePosterSeen,
} from '@/features/landing/poster-seen';

const backdrop = (color: string) => `color-mix(in srgb, ${color} 72%, transparent)`;

const StyledDialog = styled.dialog`
  /* Shown from the prerendered HTML (before the script makes it modal) unless the head script
     found the seen flag; hidden without JavaScript, which could neither close nor remember it. */
  display: block;
  position: fixed;
  inset: 0;
  z-index: 100;
  width: min(${POPUP_WIDTH_PX}px, calc(100vw - 32px));
  height: fit-content;
  max-height: calc(100dvh - 32px);
  margin: auto;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: auto;
  background: ${({ theme }) => theme.colors.brand};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  /* Before the script makes it modal, a huge shadow stands in for the backdrop. */
  &:not(:modal) {
    box-shadow:
      0 0 0 100vmax ${({ theme }) => backdrop(theme.colors.dark)},
      ${({ theme }) => theme.shadow.lg};
  }
  &::backdrop {
    background: ${({ theme }) => backdrop(theme.colors.dark)};
  }
  html:not(.${JS_CLASS}) &,
  html.${POSTER_SEEN_CLASS} & {
    display: none;
  }
  img {
    width: 100%;
  }
`;

const StyledClose = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  button {
    width: 44px;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radius.pill};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

/**
 * The poster popup of the landing page (spec: 400 px, close button, seen flag in localStorage);
 * on the static landing page `poster-dialog.ts` gives the prerendered dialog the same behaviour.
 * A native modal <dialog>: focus stays inside, the page behind is inert, Escape closes it.
 */
export function PosterPopup() {
  const seen = useSyncExternalStore(subscribePosterSeen, readPosterSeen, () => false);
  const ref = useRef<HTMLDialogElement>(null);
  const locale = useLocale();
  const t = useMessages().home.poster;

  useEffect(() => {
    const dialog = ref.current;
    if (!seen && dialog && !dialog.open && typeof dialog.showModal === 'function') {
      dialog.showModal();
    }
  }, [seen]);

  if (seen) {
    return null;
  }

  // close() hands focus back to where it was before the popup opened.
  const dismiss = () => {
    const dialog = ref.current;
    if (dialog?.open && typeof dialog.close === 'function') {
      dialog.close();
    }
    markPosterSeen();
  };

  return (
    <StyledDialog
      ref={ref}
      data-poster
      aria-label={t.label}
      onCancel={(event) => {
        event.preventDefault();
        dismiss();
      }}
      onClick={(event) => {
        // A click on the dimmed backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) {
          dismiss();
        }
      }}
    >
      <Picture
        image={{ ...company.images.poster[locale], alt: fill(t.alt, siteValues(locale)) }}
        sizes={`(min-width: ${POPUP_WIDTH_PX + 32}px) ${POPUP_WIDTH_PX}px, calc(100vw - 32px)`}
        loading="eager"
        fetchPriority="high"
      />
      <StyledClose>
        <IconButton
          label={t.close}
          variant="secondary"
          icon={<X size={22} aria-hidden />}
          onClick={dismiss}
        />
      </StyledClose>
    </StyledDialog>
  );
}
