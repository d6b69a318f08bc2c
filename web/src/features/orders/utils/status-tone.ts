import type { Tone } from '@/components/ui/feedback';

const TONES: Record<string, Tone> = {
  waiting: 'warning',
  accepted: 'info',
  pickup: 'brand',
  done: 'success',
  declined: 'danger',
};

/** Badge tone of a ride status (the Czech label is always shown too). */
export function statusTone(status: string): Tone {
  return TONES[status] ?? 'neutral';
}
