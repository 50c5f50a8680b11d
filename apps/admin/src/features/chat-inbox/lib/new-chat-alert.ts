/** Beeps once and blinks the tab title for a while: a new chat is waiting. */
export function alertNewChat(text: string): void {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.value = 0.05;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.2);
    tone.onended = () => void audio.close();
  } catch {
    // No audio (autoplay policy, tests): the title blink remains.
  }
  const original = document.title;
  let ticks = 0;
  const timer = setInterval(() => {
    document.title = ticks % 2 === 0 ? `● ${text}` : original;
    if (++ticks >= 10) {
      clearInterval(timer);
      document.title = original;
    }
  }, 800);
}
