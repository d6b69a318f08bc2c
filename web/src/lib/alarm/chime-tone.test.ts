import { describe, expect, it } from 'vitest';
import { playChimeBurst } from './chime-tone';

/** Just enough of an AudioContext to record the notes scheduled on it. */
function recordingContext() {
  const notes: { type: string; hz: number; start: number; stop: number }[] = [];
  const param = () => ({
    value: 0,
    setValueAtTime: () => undefined,
    linearRampToValueAtTime: () => undefined,
    exponentialRampToValueAtTime: () => undefined,
  });
  const context = {
    currentTime: 10,
    destination: {},
    createGain: () => ({ gain: param(), connect: (next: unknown) => next }),
    createOscillator: () => {
      const note = { type: '', hz: 0, start: 0, stop: 0 };
      notes.push(note);
      return {
        set type(type: string) {
          note.type = type;
        },
        frequency: {
          set value(hz: number) {
            note.hz = hz;
          },
        },
        connect: (next: unknown) => next,
        start: (at: number) => (note.start = at),
        stop: (at: number) => (note.stop = at),
      };
    },
  };
  return { context: context as unknown as AudioContext, notes };
}

describe('the web orders chime', () => {
  it('is two falling sine notes, unlike the square-wave SOS siren', () => {
    const { context, notes } = recordingContext();
    playChimeBurst(context);
    expect(notes.map(({ type, hz }) => ({ type, hz }))).toEqual([
      { type: 'sine', hz: 1319 },
      { type: 'sine', hz: 1047 },
    ]);
    expect(notes[1]!.start).toBeGreaterThan(notes[0]!.start);
    expect(Math.max(...notes.map((note) => note.stop)) - 10).toBeLessThan(1);
  });
});
