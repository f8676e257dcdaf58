/** '/desktop/settings/' → '/settings': desktop variants follow the rules of their screen. */
export function screenPath(pathname: string): string {
  return pathname.replace(/^\/desktop(?=\/|$)/, '').replace(/\/+$/, '') || '/';
}
