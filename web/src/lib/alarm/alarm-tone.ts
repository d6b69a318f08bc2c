// The alarm's sound, shared by the SOS strip and the lock screen (repeating), the pre-order reminder
// and a new order on the lock screen (one burst); the page's one audio context, which the web orders'
// chime uses too.
type AudioContextConstructor = new () => AudioContext;

type ActivationScope = { navigator?: { userActivation?: { hasBeenActive: boolean } } };

/** Sticky activation: the user has clicked or typed on this page (e.g. to log in) since it loaded. */
export function userHasInteracted(): boolean {
  return (globalThis as ActivationScope).navigator?.userActivation?.hasBeenActive ?? false;
}

let shared: AudioContext | undefined;

/** Whether the page's context exists already (it was made after a user gesture). */
export function hasAlarmAudioContext(): boolean {
  return shared !== undefined;
}

/** One AudioContext for the page (browsers limit how many may exist); undefined without Web Audio. */
export function alarmAudioContext(): AudioContext | undefined {
  if (shared) {
    return shared;
  }
  const scope = globalThis as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  const Constructor = scope.AudioContext ?? scope.webkitAudioContext;
  if (!Constructor) {
    return undefined;
  }
  try {
    shared = new Constructor();
  } catch {
    return undefined;
  }
  return shared;
}

// Two alternating tones, three times: a siren-like pattern that is hard to mistake for anything else.
const TONES_HZ = [988, 740] as const;
const TONE_S = 0.16;
const GAP_S = 0.04;
const REPEATS = 3;
const VOLUME = 0.18;

/** Schedules one burst of alarm beeps (about one second) with oscillators; no audio files. */
export function playAlarmBurst(context: AudioContext): void {
  const start = context.currentTime + 0.02;
  for (let index = 0; index < TONES_HZ.length * REPEATS; index += 1) {
    const at = start + index * (TONE_S + GAP_S);
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = TONES_HZ[index % TONES_HZ.length] ?? TONES_HZ[0];
    // Short fades avoid clicks at the start and end of each beep.
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(VOLUME, at + 0.01);
    gain.gain.setValueAtTime(VOLUME, at + TONE_S - 0.02);
    gain.gain.linearRampToValueAtTime(0, at + TONE_S);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + TONE_S);
  }
}

/**
 * One burst of `play` now, when the browser allows sound (the page's context exists or the user has
 * interacted with the page); otherwise nothing, so no AudioContext is made before a gesture.
 */
export function playSoundOnce(play: (context: AudioContext) => void): void {
  if (!hasAlarmAudioContext() && !userHasInteracted()) {
    return;
  }
  const context = alarmAudioContext();
  if (!context) {
    return;
  }
  const ring = () => {
    try {
      play(context);
    } catch {
      // A closed or broken audio device must not break the screen that asked for the sound.
    }
  };
  // A suspended context keeps its clock still: the burst is scheduled once it runs again.
  if (context.state === 'running') {
    ring();
  } else {
    context
      .resume()
      .then(ring)
      .catch(() => undefined);
  }
}

/** One burst of the alarm now, when the browser allows sound. */
export function playAlarmOnce(): void {
  playSoundOnce(playAlarmBurst);
}
