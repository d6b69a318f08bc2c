import { playSoundOnce } from './alarm-tone';

// Two soft falling sine notes, like a shop-door chime: nothing like the SOS alarm's square-wave siren,
// so a dispatcher tells a new web order from a call for help without looking.
const NOTES_HZ = [1319, 1047] as const;
const NOTE_S = 0.5;
const STEP_S = 0.3;
const VOLUME = 0.25;

/** Schedules one ding-dong with oscillators; no audio files. */
export function playChimeBurst(context: AudioContext): void {
  const start = context.currentTime + 0.02;
  NOTES_HZ.forEach((hz, index) => {
    const at = start + index * STEP_S;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = hz;
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(VOLUME, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.001, at + NOTE_S);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + NOTE_S);
  });
}

/** One chime now, when the browser allows sound (after the user's first click or key on the page). */
export function playChimeOnce(): void {
  playSoundOnce(playChimeBurst);
}
