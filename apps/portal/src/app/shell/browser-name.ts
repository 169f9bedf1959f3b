const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

/**
 * A session's browser as a person names it, from its User-Agent: "Chrome no Windows", "Safari no iOS";
 * "Navegador desconhecido" when it says nothing recognisable.
 *
 * @example browserName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) … Chrome/140.0 Safari/537.36') // 'Chrome no Windows'
 */
export function browserName(userAgent: string | null): string {
  if (!userAgent) return 'Navegador desconhecido';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} no ${system}`;
  return browser ?? system ?? 'Navegador desconhecido';
}
