/** A short chime for a message arriving in the open conversation; silent where audio is not allowed. */
export function beep(): void {
  try {
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = 880;
    volume.gain.setValueAtTime(0.08, context.currentTime);
    volume.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.2);
    tone.connect(volume).connect(context.destination);
    tone.start();
    tone.stop(context.currentTime + 0.2);
    tone.onended = () => void context.close();
  } catch {
    // No sound is better than a broken chat.
  }
}
