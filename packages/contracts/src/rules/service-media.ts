/** app_service_media cookie codes (spec 1 §3). App codes mean the visitor is inside our app. */
export const APP_SERVICE_MEDIA_COOKIE = 'app_service_media';
export const ANDROID_APP_CODES = ['AP', 'AL', 'AD'] as const;
export const IOS_APP_CODES = ['iP', 'iT', 'iD'] as const;
export const WEB_CODES = ['MA', 'MW'] as const;
export const SERVICE_MEDIA_CODES = [...ANDROID_APP_CODES, ...IOS_APP_CODES, ...WEB_CODES] as const;
export type ServiceMedia = (typeof SERVICE_MEDIA_CODES)[number];

export function isServiceMedia(value: string | undefined): value is ServiceMedia {
  return value !== undefined && (SERVICE_MEDIA_CODES as readonly string[]).includes(value);
}

export function isInApp(value: string | undefined): boolean {
  return value !== undefined && ([...ANDROID_APP_CODES, ...IOS_APP_CODES] as readonly string[]).includes(value);
}
