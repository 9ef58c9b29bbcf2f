/** A short two-note chime played by an oscillator: no sound file to load. */
export interface Chime {
  play(): void;
  /** Called on a click: browsers let a page make sound only once someone has used it. */
  unlock(): void;
  close(): void;
}

type AudioContextClass = typeof AudioContext;

const NOTES_HZ = [880, 1320];
const NOTE_SECONDS = 0.15;
const VOLUME = 0.25;

function audioContextClass(): AudioContextClass | undefined {
  const browser = window as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return browser.AudioContext ?? browser.webkitAudioContext;
}

/** The chime of one Orders tab; its audio context is made on first use and closed with the tab. */
export function createChime(): Chime {
  let context: AudioContext | undefined;

  const ready = (): AudioContext | undefined => {
    const Context = audioContextClass();
    if (!Context) return undefined;
    context ??= new Context();
    // A context made before any click starts suspended; resuming fails quietly until then.
    if (context.state === 'suspended') context.resume().catch(() => undefined);
    return context;
  };

  return {
    play() {
      const audio = ready();
      if (!audio) return;
      const start = audio.currentTime;
      const end = start + NOTES_HZ.length * NOTE_SECONDS;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'sine';
      NOTES_HZ.forEach((hz, index) =>
        oscillator.frequency.setValueAtTime(hz, start + index * NOTE_SECONDS),
      );
      gain.gain.setValueAtTime(VOLUME, start);
      gain.gain.exponentialRampToValueAtTime(0.001, end);
      oscillator.connect(gain);
      gain.connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(end);
    },
    unlock() {
      ready();
    },
    close() {
      context?.close().catch(() => undefined);
      context = undefined;
    },
  };
}
