/** Whether a browser request comes from another site than the gateway's own (or a configured one). */
export function isForeignOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: ReadonlySet<string>,
  fetchSite?: string,
): boolean {
  if (origin === undefined) {
    // Browsers always send Origin on cross-site POSTs and socket handshakes; absent means a
    // server-to-server call, unless the browser marks the request cross-site by fetch metadata.
    return fetchSite === 'cross-site';
  }
  if (allowedOrigins.has(origin)) {
    return false;
  }
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
