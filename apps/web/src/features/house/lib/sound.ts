import { readStorage, writeStorage } from '../../../lib/storage';

/** The cues a house game plays; each is a short tone sequence synthesized with WebAudio. */
export type TCue = 'spin' | 'reelStop' | 'win' | 'bigWin' | 'feature' | 'lose' | 'click' | 'bust';

const MUTE_KEY = 'house-muted';

// [frequency Hz, start s, duration s] per note; square/triangle waves read as "arcade".
const CUES: Record<
  TCue,
  { wave: OscillatorType; notes: [number, number, number][]; gain: number }
> = {
  spin: {
    wave: 'triangle',
    notes: [
      [220, 0, 0.06],
      [330, 0.05, 0.06],
    ],
    gain: 0.08,
  },
  reelStop: { wave: 'square', notes: [[140, 0, 0.05]], gain: 0.05 },
  click: { wave: 'triangle', notes: [[660, 0, 0.03]], gain: 0.05 },
  win: {
    wave: 'triangle',
    notes: [
      [523, 0, 0.1],
      [659, 0.09, 0.1],
      [784, 0.18, 0.16],
    ],
    gain: 0.1,
  },
  bigWin: {
    wave: 'square',
    notes: [
      [523, 0, 0.1],
      [659, 0.1, 0.1],
      [784, 0.2, 0.1],
      [1047, 0.3, 0.3],
    ],
    gain: 0.07,
  },
  feature: {
    wave: 'triangle',
    notes: [
      [392, 0, 0.12],
      [523, 0.12, 0.12],
      [659, 0.24, 0.12],
      [784, 0.36, 0.12],
      [1047, 0.48, 0.3],
    ],
    gain: 0.1,
  },
  lose: { wave: 'sine', notes: [[196, 0, 0.12]], gain: 0.05 },
  bust: {
    wave: 'sawtooth',
    notes: [
      [180, 0, 0.15],
      [90, 0.12, 0.3],
    ],
    gain: 0.08,
  },
};

let context: AudioContext | null = null;

/** Whether the player muted the games (remembered on this device). */
export function isMuted(): boolean {
  return readStorage('local', MUTE_KEY) === '1';
}

export function setMuted(muted: boolean): void {
  writeStorage('local', MUTE_KEY, muted ? '1' : '0');
}

/** Plays a cue unless muted; silently does nothing where WebAudio is missing (tests, old browsers). */
export function playCue(cue: TCue): void {
  if (isMuted() || typeof window === 'undefined' || !('AudioContext' in window)) return;
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const { wave, notes, gain } = CUES[cue];
    const now = context.currentTime;
    for (const [freq, start, duration] of notes) {
      const osc = context.createOscillator();
      const amp = context.createGain();
      osc.type = wave;
      osc.frequency.value = freq;
      // A quick attack and exponential release avoid clicks at note edges.
      amp.gain.setValueAtTime(0.0001, now + start);
      amp.gain.exponentialRampToValueAtTime(gain, now + start + 0.01);
      amp.gain.exponentialRampToValueAtTime(0.0001, now + start + duration);
      osc.connect(amp).connect(context.destination);
      osc.start(now + start);
      osc.stop(now + start + duration + 0.02);
    }
  } catch {
    /* audio is decoration: never let it break play */
  }
}
