const DEVICE_KEY = 'crayonbox-device';

/** An id this browser keeps, so a draft can say which device it came from. */
export function deviceId(): string {
  try {
    const known = localStorage.getItem(DEVICE_KEY);
    if (known) return known;
    const made = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return 'this-device';
  }
}
