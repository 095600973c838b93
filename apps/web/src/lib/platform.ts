/** Where the app runs. The mobile and desktop shells build with VITE_PLATFORM set. */
export type Platform = 'web' | 'android' | 'ios' | 'windows' | 'mac' | 'debian';

const PLATFORMS: readonly Platform[] = ['web', 'android', 'ios', 'windows', 'mac', 'debian'];

export function getPlatform(): Platform {
  const value = (import.meta.env.VITE_PLATFORM ?? '').toLowerCase();
  return (PLATFORMS as readonly string[]).includes(value) ? (value as Platform) : 'web';
}

export const isWeb = () => getPlatform() === 'web';
export const isIos = () => getPlatform() === 'ios';
